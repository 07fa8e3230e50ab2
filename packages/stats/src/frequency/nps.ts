import type { FrequencyInput } from './common.ts';
import { percentOf, selectedRows } from './common.ts';
import type { NumericSummary } from './numeric.ts';

export interface NpsGroup {
  count: number;
  percent: number | null;
}

export interface NpsResult {
  base: number;
  unweightedBase: number;
  /** 9–10 */
  promoters: NpsGroup;
  /** 7–8 */
  passives: NpsGroup;
  /** 0–6 */
  detractors: NpsGroup;
  /** % promoters − % detractors, from −100 to 100; null when nobody answered. */
  score: number | null;
}

function groups(
  base: number,
  rows: number,
  promoters: number,
  passives: number,
  detractors: number,
): NpsResult {
  const group = (count: number) => ({ count, percent: percentOf(count, base) });
  const p = percentOf(promoters, base);
  const d = percentOf(detractors, base);
  return {
    base,
    unweightedBase: rows,
    promoters: group(promoters),
    passives: group(passives),
    detractors: group(detractors),
    score: p === null || d === null ? null : p - d,
  };
}

/** The same figures from a numeric summary's distribution, without another pass over the rows. */
export function npsFromSummary(summary: NumericSummary): NpsResult {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const { value, count } of summary.distribution) {
    if (value >= 9) promoters += count;
    else if (value >= 7) passives += count;
    else detractors += count;
  }
  return groups(summary.base, summary.n, promoters, passives, detractors);
}

/** Net promoter figures of a 0–10 column (NaN = empty). */
export function npsResult(values: Float64Array, input: FrequencyInput = {}): NpsResult {
  const weights = input.weights ?? null;
  const selected = selectedRows(input);
  const count = selected === null ? values.length : selected.length;
  let rows = 0;
  let base = 0;
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (let k = 0; k < count; k++) {
    const i = selected === null ? k : selected[k]!;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    const weight = weights === null ? 1 : weights[i]!;
    rows++;
    base += weight;
    if (value >= 9) promoters += weight;
    else if (value >= 7) passives += weight;
    else detractors += weight;
  }
  return groups(base, rows, promoters, passives, detractors);
}
