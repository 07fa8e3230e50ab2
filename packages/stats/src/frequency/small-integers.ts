import type { Distribution } from './distribution.ts';

/** Ratings, NPS, sliders and percentages are small integers: one dense pass covers them. */
const OFFSET = 1024;
const SLOTS = 2 * OFFSET + 1;

export interface SmallIntegerPass {
  n: number;
  distribution: Distribution;
}

/**
 * Counts the valid values (not NaN, in the mask) into dense slots in a single pass, when every
 * one is an integer in [−1024, 1024]; null as soon as one is not, and the caller takes the
 * general two-pass route. Saves the pass that finds the range first.
 */
export function smallIntegerPass(
  values: Float64Array,
  mask: Uint8Array | null,
  weights: Float64Array | null,
): SmallIntegerPass | null {
  const slots = new Float64Array(SLOTS);
  const seen = new Uint8Array(SLOTS);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isNaN(value) || (mask !== null && mask[i] === 0)) continue;
    const slot = value + OFFSET;
    if (!(slot >= 0 && slot < SLOTS && (slot | 0) === slot)) return null;
    slots[slot]! += weights === null ? 1 : weights[i]!;
    seen[slot] = 1;
    n++;
  }
  const distribution: Distribution = { values: [], counts: [] };
  for (let slot = 0; slot < SLOTS; slot++) {
    if (seen[slot] === 0) continue;
    distribution.values.push(slot - OFFSET);
    distribution.counts.push(slots[slot]!);
  }
  return { n, distribution };
}
