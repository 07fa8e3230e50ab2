import type { CrossCell, CrossCellFigures } from '@cairn/contract';
import { formatCount, formatPercent } from '../board/format.ts';

export { DASH, formatCount, formatStat } from '../board/format.ts';

/**
 * The figures of one cell in the order the toggles list them (count, column %, row %, total %).
 * `letters` marks the figure the significance letters go beside: the column percent the tests
 * compare when it is shown, else the first figure.
 */
export function cellFigures(
  cell: CrossCellFigures,
  shown: readonly CrossCell[],
): { kind: CrossCell; text: string; letters: boolean }[] {
  const order: CrossCell[] = ['count', 'column', 'row', 'total'];
  const kinds = order.filter((kind) => shown.includes(kind));
  const lettered = kinds.includes('column') ? 'column' : kinds[0];
  return kinds.map((kind) => ({
    kind,
    text: kind === 'count' ? formatCount(cell.count) : formatPercent(cell[kind]),
    letters: kind === lettered,
  }));
}

/** A p-value: 4 decimals, "< 0.0001" below. */
/** A p-value with its relation, to follow "p": "= 0.0114", "< 0.0001" (four decimals say no less), "—". */
export function formatP(p: number | null): string {
  if (p === null || !Number.isFinite(p)) return '—';
  return p < 0.0001 ? '< 0.0001' : `= ${p.toFixed(4)}`;
}

/** Splits letters into those at α (lower case) and at α / 5 (upper case), for styling. */
export function isUpper(letter: string): boolean {
  return letter !== letter.toLowerCase();
}
