import type { Distribution } from './distribution.ts';

/** Ratings, NPS, sliders and percentages are small integers: one dense pass covers them. */
const OFFSET = 1024;
const SLOTS = 2 * OFFSET + 1;

export interface SmallIntegerPass {
  n: number;
  distribution: Distribution;
}

/**
 * Counts the valid values (not NaN, among `rows`, every row when null) into dense slots in a
 * single pass, when every one is an integer in [−1024, 1024]; null as soon as one is not, and the
 * caller takes the general two-pass route. Saves the pass that finds the range first.
 */
export function smallIntegerPass(
  values: Float64Array,
  rows: Int32Array | null,
  weights: Float64Array | null,
): SmallIntegerPass | null {
  const slots = new Float64Array(SLOTS);
  // Weighted, a slot can sum to 0 and still be a value seen; unweighted, a count says it.
  const seen = weights === null ? null : new Uint8Array(SLOTS);
  const count = rows === null ? values.length : rows.length;
  let n = 0;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    const slot = value + OFFSET;
    if (!(slot >= 0 && slot < SLOTS && (slot | 0) === slot)) return null;
    if (weights === null) slots[slot]!++;
    else {
      slots[slot]! += weights[i]!;
      seen![slot] = 1;
    }
    n++;
  }
  const distribution: Distribution = { values: [], counts: [] };
  for (let slot = 0; slot < SLOTS; slot++) {
    if (seen === null ? slots[slot] === 0 : seen[slot] === 0) continue;
    distribution.values.push(slot - OFFSET);
    distribution.counts.push(slots[slot]!);
  }
  return { n, distribution };
}
