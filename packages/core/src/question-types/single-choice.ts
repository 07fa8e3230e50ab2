import { QuestionType } from '../model/enums.ts';
import type { ChoiceSetting, SingleChoiceSetting } from '../model/settings.ts';
import type { SingleAnswer } from './answer-schemas.ts';
import {
  chosenValues,
  singleCells,
  singleColumns,
  singleFromCells,
  singleWriter,
  validateSingle,
} from './choice.ts';
import { defineQuestionType } from './define.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/** The spec's "Choice" defaults, shared by every choice-like type. */
export function defaultChoiceSetting(): ChoiceSetting {
  return { required: true, layout: 0, column: 1, min: 0, max: 0, mobile_column: 1, time: 30 };
}

export const singleChoice = defineQuestionType<SingleChoiceSetting, SingleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.SingleChoice,
  key: 'single-choice',
  name: { zh: '单选题', en: 'Single choice' },
  defaultSetting: () => ({ ...defaultChoiceSetting(), min: 0 as const, max: 0 as const }),
  defaultOptionCount: 3,
  answer: {
    choiceShape: 'single',
    isEmpty: () => false,
    validate: validateSingle,
    columns: singleColumns,
    toCells: singleCells,
    cellWriter: singleWriter,
    toNumbers: (answer, ctx) => chosenValues([answer.optionId], ctx),
    fromCells: singleFromCells,
  },
});
