import { OptionType, QuestionType } from '../model/enums.ts';
import type { RateSetting } from '../model/settings.ts';
import type { ScoresAnswer } from './answer-schemas.ts';
import { defineQuestionType } from './define.ts';
import {
  itemScoreColumns,
  scoreCells,
  scoreNumbers,
  scoresFromCells,
  scoreWriter,
  validateScores,
} from './scores.ts';
import { QUESTION_DEFAULTS } from './shared.ts';

/** Rate: a whole-number score from `min` to `max` for each item (one item by default). */
export const rate = defineQuestionType<RateSetting, ScoresAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Rate,
  key: 'rate',
  name: { zh: '评分题', en: 'Rating' },
  defaultSetting: () => ({ required: true, format: 1, min: 1, max: 5, tags: [] as string[] }),
  defaultOptionCount: 1,
  // One item is the question itself: it starts without a title ("Option 1" would be a column name).
  defaultOptionSeeds: () => [{ type: OptionType.Option, title: '' }],
  answer: {
    isEmpty: (answer) => Object.keys(answer).length === 0,
    validate: (answer, ctx) => validateScores(answer, ctx, { ...ctx.setting, isInteger: true }),
    columns: itemScoreColumns,
    toCells: scoreCells,
    cellWriter: scoreWriter,
    toNumbers: scoreNumbers,
    fromCells: scoresFromCells,
  },
});
