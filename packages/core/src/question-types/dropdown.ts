import { QuestionType } from '../model/enums.ts';
import type { SingleChoiceSetting } from '../model/settings.ts';
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
import { defaultChoiceSetting } from './single-choice.ts';

/** A single choice shown as a select box: same answer, same columns. */
export const dropdown = defineQuestionType<SingleChoiceSetting, SingleAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Dropdown,
  key: 'dropdown',
  name: { zh: '下拉题', en: 'Dropdown' },
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
