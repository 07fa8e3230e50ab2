import type { CrossBlock, CrossColumn, Lang } from '@cairn/contract';
import { count, decimal, percent, pValue } from './format.ts';
import { PHRASES } from './phrases.ts';
import { figure, fill, type Written } from './sentence.ts';
import type { CrossFigures } from './types.ts';

/** Most differences stated per question (the largest effects). */
export const MAX_DIFFERENCES = 3;

export interface Difference {
  nodeId: number;
  written: Written;
  /** Percentage points (shares) or the mean difference relative to the larger mean: the ordering. */
  effect: number;
  p: number;
  /** For a stable order among equal effects. */
  order: number;
}

const upper = (letter: string) => letter.toUpperCase();

/**
 * Significant differences of one stub block: for each pair of columns of one banner variable
 * where the cross engine put a letter (the higher column is significantly above the lower one at
 * the chosen level), the two shares or means, the test and its p. Only what the engine marked,
 * so the report never states a difference the cross table does not show.
 */
function blockDifferences(
  block: CrossBlock,
  columns: readonly CrossColumn[],
  figures: CrossFigures,
  nodeId: number,
  lang: Lang,
  alpha: number,
  startOrder: number,
): Difference[] {
  const t = PHRASES[lang];
  const out: Difference[] = [];
  let order = startOrder;
  const bannerName = (group: number) => {
    const b = figures.banner[group];
    return b ? `${b.code} ${b.label}` : (columns.find((c) => c.group === group)?.variableLabel ?? '');
  };
  const lowerOf = (group: number, letter: string) =>
    columns.findIndex((c) => c.group === group && c.letter !== null && upper(c.letter) === upper(letter));
  const colName = (c: CrossColumn) => (c.outerLabel ? `${c.outerLabel} / ${c.label}` : c.label);
  const refOf = (j: number, row: string) =>
    `cross:${block.variableId}:${columns[j]!.variableId}:${columns[j]!.letter}:${row}`;

  if (block.kind === 'categorical') {
    block.rows.forEach((row, r) => {
      row.cells.forEach((cell, h) => {
        const high = columns[h]!;
        if (high.group < 0 || !cell.letters || cell.column === null) return;
        for (const letter of cell.letters) {
          const l = lowerOf(high.group, letter);
          const low = row.cells[l];
          const test = cell.tests.find((x) => upper(x.against) === upper(letter));
          if (l < 0 || !low || low.column === null || !test || !(test.adjustedP < alpha)) continue;
          const highBase = block.bases[h]!.base;
          const lowBase = block.bases[l]!.base;
          const what = `${block.label} “${row.label}”`;
          const p = test.adjustedP;
          out.push({
            nodeId,
            effect: cell.column - low.column,
            p,
            order: order++,
            written: fill(t.diffShare, {
              banner: bannerName(high.group),
              label: row.label,
              colHigh: colName(high),
              colLow: colName(columns[l]!),
              high: figure(
                refOf(h, String(r)),
                `${what} — ${colName(high)}`,
                cell.column,
                percent(cell.column, lang),
                highBase,
                'z',
                p,
              ),
              highCount: figure(
                `${refOf(h, String(r))}:count`,
                `${what} — ${colName(high)}`,
                cell.count,
                count(cell.count),
                highBase,
              ),
              highBase: figure(
                `${refOf(h, 'base')}`,
                `${block.label} — ${colName(high)}`,
                highBase,
                count(highBase),
              ),
              low: figure(
                refOf(l, String(r)),
                `${what} — ${colName(columns[l]!)}`,
                low.column,
                percent(low.column, lang),
                lowBase,
                'z',
                p,
              ),
              lowCount: figure(
                `${refOf(l, String(r))}:count`,
                `${what} — ${colName(columns[l]!)}`,
                low.count,
                count(low.count),
                lowBase,
              ),
              lowBase: figure(
                `${refOf(l, 'base')}`,
                `${block.label} — ${colName(columns[l]!)}`,
                lowBase,
                count(lowBase),
              ),
              test: t.testZ,
              p: figure(
                `${refOf(h, String(r))}:p:${columns[l]!.letter}`,
                `${what}: ${colName(high)} / ${colName(columns[l]!)}`,
                p,
                pValue(p),
                null,
                'z',
                p,
              ),
            }),
          });
        }
      });
    });
  }
  for (const [h, mean] of (block.means ?? []).entries()) {
    const high = columns[h]!;
    if (high.group < 0 || !mean.letters || mean.mean === null) continue;
    for (const letter of mean.letters) {
      const l = lowerOf(high.group, letter);
      const low = block.means![l];
      const test = mean.tests.find((x) => upper(x.against) === upper(letter));
      if (l < 0 || !low || low.mean === null || !test || !(test.adjustedP < alpha)) continue;
      const p = test.adjustedP;
      const what = block.label;
      out.push({
        nodeId,
        // Relative to the larger mean, so scales of different lengths compare (0–1 → points).
        effect: mean.mean === 0 ? 0 : ((mean.mean - low.mean) / Math.abs(mean.mean)) * 100,
        p,
        order: order++,
        written: fill(t.diffMean, {
          banner: bannerName(high.group),
          colHigh: colName(high),
          colLow: colName(columns[l]!),
          high: figure(
            refOf(h, 'mean'),
            `${what} — ${colName(high)}`,
            mean.mean,
            decimal(mean.mean),
            mean.n,
            't',
            p,
          ),
          highBase: figure(refOf(h, 'n'), `${what} — ${colName(high)}`, mean.n, count(mean.n)),
          low: figure(
            refOf(l, 'mean'),
            `${what} — ${colName(columns[l]!)}`,
            low.mean,
            decimal(low.mean),
            low.n,
            't',
            p,
          ),
          lowBase: figure(refOf(l, 'n'), `${what} — ${colName(columns[l]!)}`, low.n, count(low.n)),
          test: t.testT,
          p: figure(
            `${refOf(h, 'mean')}:p:${columns[l]!.letter}`,
            `${what}: ${colName(high)} / ${colName(columns[l]!)}`,
            p,
            pValue(p),
            null,
            't',
            p,
          ),
        }),
      });
    }
  }
  return out;
}

/**
 * Every question's significant differences across the banner, the largest effects first (then
 * the smaller p, then table order), at most MAX_DIFFERENCES per question.
 */
export function differencesByQuestion(
  figures: CrossFigures,
  lang: Lang,
  level: number,
): Map<number, Difference[]> {
  const alpha = 1 - level / 100;
  const byNode = new Map<number, Difference[]>();
  let order = 0;
  for (const block of figures.table.blocks) {
    const nodeId = figures.nodeOf.get(block.variableId);
    if (nodeId === undefined) continue;
    const found = blockDifferences(block, figures.table.columns, figures, nodeId, lang, alpha, order);
    order += found.length;
    byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), ...found]);
  }
  for (const [node, list] of byNode) {
    list.sort((a, b) => b.effect - a.effect || a.p - b.p || a.order - b.order);
    byNode.set(node, list.slice(0, MAX_DIFFERENCES));
  }
  return byNode;
}
