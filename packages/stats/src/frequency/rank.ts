import type { FrequencyInput } from './common.ts';
import { percentOf, selectedRows } from './common.ts';

export interface RankColumn {
  key: string;
  label?: string;
  /** The place given to the item (1 = first), NaN when not ranked. */
  values: Float64Array;
}

export interface RankItem {
  key: string;
  label: string | null;
  /** Mean place over the respondents who ranked this item (lower is better); null when nobody did. */
  meanRank: number | null;
  /** Respondents who ranked it (weighted when weighted). */
  ranked: number;
  /** Respondents who put it first. */
  first: number;
  /** Of the base (everyone who ranked anything): the share who put this item first. */
  firstShare: number | null;
}

export interface RankResult {
  /** Respondents who ranked at least one item. */
  base: number;
  unweightedBase: number;
  items: RankItem[];
}

/**
 * One pass per item over the selected rows (common.ts), which also marks the rows that ranked
 * anything, then one pass for the base: half the passes of marking first and counting after.
 */
export function rankResult(
  columns: readonly RankColumn[],
  length: number,
  input: FrequencyInput = {},
): RankResult {
  const weights = input.weights ?? null;
  const rows = selectedRows(input);
  const count = rows === null ? length : rows.length;
  const answered = new Uint8Array(length);
  const tallies = columns.map(({ values }) => {
    let ranked = 0;
    let sum = 0;
    let first = 0;
    for (let k = 0; k < count; k++) {
      const i = rows === null ? k : rows[k]!;
      const place = values[i]!;
      if (Number.isNaN(place)) continue;
      answered[i] = 1;
      const weight = weights === null ? 1 : weights[i]!;
      ranked += weight;
      sum += weight * place;
      // Without a branch: which rows put the item first is unpredictable.
      first += weight * +(place === 1);
    }
    return { ranked, sum, first };
  });
  let base = 0;
  let respondents = 0;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    if (answered[i] === 0) continue;
    respondents++;
    base += weights === null ? 1 : weights[i]!;
  }
  const items = columns.map(({ key, label }, j) => {
    const { ranked, sum, first } = tallies[j]!;
    return {
      key,
      label: label ?? null,
      meanRank: ranked > 0 ? sum / ranked : null,
      ranked,
      first,
      firstShare: percentOf(first, base),
    };
  });
  return { base, unweightedBase: respondents, items };
}
