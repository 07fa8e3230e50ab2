/** Newton steps before giving up on more precision (each lands in the right linear piece or halves the bracket). */
const MAX_STEPS = 200;
/** Relative precision of the category's weighted total. */
const PRECISION = 1e-15;

/**
 * The factor f that brings a category to its target when weights are kept within caps:
 * Σ rows·clamp(f·w, min, max) = target. The sum grows with f, linearly between the points where a
 * cell reaches a cap, so Newton steps kept inside a shrinking bracket land on the exact f within a
 * few passes over the category's cells. Scaling then clamping is the closest (least
 * Kullback–Leibler) way to meet the category within the caps. Returns 0 when even every cell at
 * its minimum weighs too much, ∞ when every cell at its maximum weighs too little.
 */
export function boundedFactor(
  cells: Int32Array,
  rows: Float64Array,
  weights: Float64Array,
  target: number,
  min: number,
  max: number,
): number {
  let atMin = 0;
  let atMax = 0;
  let plain = 0;
  for (const cell of cells) {
    atMin += rows[cell]! * min;
    atMax += rows[cell]! * max;
    plain += rows[cell]! * weights[cell]!;
  }
  if (atMin >= target) return 0;
  if (atMax < target) return Number.POSITIVE_INFINITY;
  let low = 0;
  let high = Number.POSITIVE_INFINITY;
  let factor = plain > 0 ? target / plain : 1;
  for (let step = 0; step < MAX_STEPS; step++) {
    let sum = 0;
    let slope = 0;
    for (const cell of cells) {
      const scaled = factor * weights[cell]!;
      const count = rows[cell]!;
      if (scaled <= min) sum += count * min;
      else if (scaled >= max) sum += count * max;
      else {
        sum += count * scaled;
        slope += count * weights[cell]!;
      }
    }
    const gap = target - sum;
    if (Math.abs(gap) <= PRECISION * target) return factor;
    if (gap > 0) low = factor;
    else high = factor;
    let next = slope > 0 ? factor + gap / slope : Number.NaN;
    if (!(next > low && next < high))
      next = Number.isFinite(high) ? (low + high) / 2 : Math.max(2 * factor, 1);
    if (next === factor) return factor;
    factor = next;
  }
  return factor;
}
