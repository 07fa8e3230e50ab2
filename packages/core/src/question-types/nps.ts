import { OptionType, QuestionType } from '../model/enums.ts';
import type { NpsSetting } from '../model/settings.ts';
import { cellsReader, numberCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { checkRange, column, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/**
 * NPS: one whole-number score from `min` to `max` (0–10). The options (three, the spec's count
 * for "others") are the scale's anchor labels: left, middle, right.
 */
export const nps = defineQuestionType<NpsSetting, number>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Nps,
  key: 'nps',
  name: { zh: 'NPS 题', en: 'Net Promoter Score' },
  defaultSetting: () => ({ required: true, min: 0 as const, max: 10 as const }),
  defaultOptionCount: 3,
  // The anchors start empty: "Option 1" under a 0–10 scale would reach respondents and exports.
  defaultOptionSeeds: () => [1, 2, 3].map(() => ({ type: OptionType.Option, title: '' })),
  answer: {
    isEmpty: () => false,
    validate: (score, ctx) => checkRange(score, ctx.setting.min, ctx.setting.max, []),
    columns: (ctx) => [column(ctx.node, 'number', `n${ctx.node.id}`, nodeLabel(ctx.node))],
    toCells: (score, ctx) => ({ [`n${ctx.node.id}`]: score }),
    cellWriter: () => (score, out, at) => {
      out[at] = score;
    },
    toNumbers: (score) => [score],
    fromCells: cellsReader((cells, ctx) => numberCell(cells, `n${ctx.node.id}`)),
  },
});
