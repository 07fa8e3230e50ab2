import { QuestionType } from '../model/enums.ts';
import type { ImageChoiceSetting } from '../model/settings.ts';
import type { MultipleAnswer } from './answer-schemas.ts';
import {
  chosenValues,
  multipleCells,
  multipleColumns,
  multipleFromCells,
  multipleWriter,
  validateMultiple,
} from './choice.ts';
import type { AnswerContext, AnswerSpec } from './define.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

/** Pick images: one, or between `min` and `max` when `is_multiple`. Shared with vote image choice. */
export function imageChoiceAnswer<S extends ImageChoiceSetting>(): AnswerSpec<S, { optionIds: number[] }> {
  return {
    choiceShape: 'multiple',
    isEmpty: (answer) => answer.optionIds.length === 0,
    validate: (answer, ctx: AnswerContext<S>) =>
      validateMultiple(answer, ctx, ctx.setting.is_multiple ? ctx.setting : { min: 1, max: 1 }),
    columns: multipleColumns,
    toCells: multipleCells,
    cellWriter: multipleWriter,
    toNumbers: (answer, ctx) => chosenValues(answer.optionIds, ctx),
    fromCells: multipleFromCells,
  };
}

/** Options are images the author uploads, so a new question has none (spec doc 1 §5). */
export const imageChoice = defineQuestionType<ImageChoiceSetting, MultipleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.ImageChoice,
  key: 'image-choice',
  name: { zh: '图片选择', en: 'Image choice' },
  defaultSetting: () => ({ ...defaultChoiceSetting(), is_multiple: false }),
  defaultOptionCount: 0,
  answer: imageChoiceAnswer<ImageChoiceSetting>(),
});
