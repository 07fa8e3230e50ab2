import { QuestionType } from '../model/enums.ts';
import { ZProportionSetting } from '../model/settings.ts';
import { defineQuestionType } from './define.ts';
import {
  scoreCells,
  scoreColumns,
  scoreNumbers,
  scoresFromCells,
  scoreWriter,
  validateScores,
  ZScoresAnswer,
} from './scores.ts';
import { ordered, withSettingRules } from './setting-rules.ts';
import { answerIssue, QUESTION_DEFAULTS } from './shared.ts';

/** Proportion: share a total (`sum`, e.g. 100%) among the items; every item gets a value. */
export const proportion = defineQuestionType({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Proportion,
  key: 'proportion',
  name: { zh: '比重题', en: 'Constant sum' },
  settingSchema: withSettingRules(ZProportionSetting, ordered('min', 'max'), ordered('min', 'sum')),
  defaultSetting: () => ({ required: true, sum: 100, min: 0, max: 100, unit: '' }),
  defaultOptionCount: 3,
  answer: {
    schema: ZScoresAnswer,
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: (answer, ctx) => {
      const issues = validateScores(answer, ctx, { ...ctx.setting, isComplete: true });
      const total = Object.values(answer).reduce((sum, value) => sum + value, 0);
      // Compared with a tolerance: decimals typed by people add up with float noise.
      if (issues.length === 0 && Math.abs(total - ctx.setting.sum) > 1e-6)
        issues.push(answerIssue('out_of_range', [], `the values must add up to ${ctx.setting.sum}`));
      return issues;
    },
    columns: scoreColumns,
    toCells: scoreCells,
    cellWriter: scoreWriter,
    toNumbers: scoreNumbers,
    fromCells: scoresFromCells,
  },
});
