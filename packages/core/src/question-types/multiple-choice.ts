import { QuestionType } from '../model/enums.ts';
import type { ChoiceSetting } from '../model/settings.ts';
import type { MultipleAnswer } from './answer-schemas.ts';
import {
  chosenValues,
  multipleCells,
  multipleColumns,
  multipleFromCells,
  multipleWriter,
  validateMultiple,
} from './choice.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

export const multipleChoice = defineQuestionType<ChoiceSetting, MultipleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.MultipleChoice,
  key: 'multiple-choice',
  name: { zh: '多选题', en: 'Multiple choice' },
  defaultSetting: defaultChoiceSetting,
  defaultOptionCount: 3,
  answer: {
    choiceShape: 'multiple',
    isEmpty: (answer) => answer.optionIds.length === 0,
    validate: (answer, ctx) => validateMultiple(answer, ctx, ctx.setting),
    columns: multipleColumns,
    toCells: multipleCells,
    cellWriter: multipleWriter,
    toNumbers: (answer, ctx) => chosenValues(answer.optionIds, ctx),
    fromCells: multipleFromCells,
  },
});
