import { QuestionType } from '../model/enums.ts';
import type { HeatmapSetting } from '../model/settings.ts';
import type { Point } from './answer-schemas.ts';
import { cellProblem, cellsReader, numberCell, textCell } from './cells-read.ts';
import { defineQuestionType } from './define.ts';
import { checkCount, column, columnKey, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

/** Heatmap: respondents click points on `setting.image`; points are relative (0..1) so any size renders. */
export const heatmap = defineQuestionType<HeatmapSetting, Point[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Heatmap,
  key: 'heatmap',
  name: { zh: '热力图', en: 'Heat map' },
  defaultSetting: () => ({ required: true, image: '', background_color: '' }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (points) => points.length === 0,
    validate: (points, ctx) => checkCount(points.length, ctx.setting.min ?? 0, ctx.setting.max ?? 0, []),
    columns: (ctx) => [
      column(ctx.node, 'number', columnKey(ctx.node.id, 'count'), `${nodeLabel(ctx.node)} (clicks)`),
      column(ctx.node, 'text', columnKey(ctx.node.id, 'points'), `${nodeLabel(ctx.node)} (points)`),
    ],
    toCells: (points, ctx) => ({
      [columnKey(ctx.node.id, 'count')]: points.length,
      [columnKey(ctx.node.id, 'points')]: points.map((p) => `${p.x.toFixed(4)},${p.y.toFixed(4)}`).join(';'),
    }),
    fromCells: cellsReader((cells, ctx) => {
      const pointsKey = columnKey(ctx.node.id, 'points');
      const countKey = columnKey(ctx.node.id, 'count');
      const text = textCell(cells, pointsKey) ?? '';
      const points = text.trim() === '' ? [] : text.split(';').map((pair) => readPoint(pair, pointsKey));
      const count = numberCell(cells, countKey);
      if (count !== undefined && count !== points.length)
        cellProblem(countKey, `${count} clicks, but ${points.length} points`);
      return points.length > 0 ? points : undefined;
    }),
  },
});

/** One "x,y" of the points cell (toCells writes four decimals). */
function readPoint(pair: string, key: string): Point {
  const [x, y, extra] = pair.split(',').map((part) => Number(part.trim()));
  if (x === undefined || y === undefined || extra !== undefined || !Number.isFinite(x) || !Number.isFinite(y))
    return cellProblem(key, 'points are x,y pairs joined by ;');
  return { x, y };
}
