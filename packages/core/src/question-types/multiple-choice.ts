import { QuestionType } from '../model/enums.ts';
import { ZChoiceSetting } from '../model/settings.ts';
import {
  chosenValues,
  multipleCells,
  multipleColumns,
  multipleFromCells,
  multipleWriter,
  validateMultiple,
  ZMultipleAnswer,
} from './choice.ts';
import { defineQuestionType } from './define.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { QUESTION_DEFAULTS } from './shared.ts';
import { defaultChoiceSetting } from './single-choice.ts';

export const multipleChoice = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.MultipleChoice,
  key: 'multiple-choice',
  name: { zh: '多选题', en: 'Multiple choice' },
  settingSchema: withSettingRules(ZChoiceSetting, ordered('min', 'max', { zeroIsOpen: true })),
  defaultSetting: defaultChoiceSetting,
  defaultOptionCount: 3,
  answer: {
    schema: ZMultipleAnswer,
    isEmpty: (answer) => answer.optionIds.length === 0,
    validate: (answer, ctx) => validateMultiple(answer, ctx, ctx.setting),
    columns: multipleColumns,
    toCells: multipleCells,
    cellWriter: multipleWriter,
    toNumbers: (answer, ctx) => chosenValues(answer.optionIds, ctx),
    fromCells: multipleFromCells,
  },
});
