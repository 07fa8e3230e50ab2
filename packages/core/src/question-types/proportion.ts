import { QuestionType } from '../model/enums.ts';
import type { ProportionSetting } from '../model/settings.ts';
import type { ScoresAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import {
  scoreCells,
  scoreColumns,
  scoreNumbers,
  scoresFromCells,
  scoreWriter,
  validateScores,
} from './scores.ts';
import { answerIssue, QUESTION_DEFAULTS } from './shared.ts';

/** Proportion: share a total (`sum`, e.g. 100%) among the items; every item gets a value. */
export const proportion = defineQuestionType<ProportionSetting, ScoresAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Proportion,
  key: 'proportion',
  name: { zh: '比重题', en: 'Constant sum' },
  defaultSetting: () => ({ required: true, sum: 100, min: 0, max: 100, unit: '' }),
  defaultOptionCount: 3,
  answer: {
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
