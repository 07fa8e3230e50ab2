import type { FrequencyInput } from './common.ts';
import { percentOf } from './common.ts';

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

export function rankResult(
  columns: readonly RankColumn[],
  length: number,
  { mask = null, weights = null }: FrequencyInput = {},
): RankResult {
  const answered = new Uint8Array(length);
  for (const { values } of columns)
    for (let i = 0; i < length; i++) if (!Number.isNaN(values[i]!)) answered[i] = 1;
  let base = 0;
  let rows = 0;
  for (let i = 0; i < length; i++) {
    if (answered[i] === 0 || (mask !== null && mask[i] === 0)) continue;
    rows++;
    base += weights === null ? 1 : weights[i]!;
  }
  const items = columns.map(({ key, label, values }) => {
    let ranked = 0;
    let sum = 0;
    let first = 0;
    for (let i = 0; i < length; i++) {
      const place = values[i]!;
      if (Number.isNaN(place) || (mask !== null && mask[i] === 0)) continue;
      const weight = weights === null ? 1 : weights[i]!;
      ranked += weight;
      sum += weight * place;
      if (place === 1) first += weight;
    }
    return {
      key,
      label: label ?? null,
      meanRank: ranked > 0 ? sum / ranked : null,
      ranked,
      first,
      firstShare: percentOf(first, base),
    };
  });
  return { base, unweightedBase: rows, items };
}
