import type { CapsResult, WeightingOptions, WeightingResult } from './types.ts';

/** UNICOM's rim weighting report flags weights outside 0.6–1.4. */
export const FLAG_RANGE = { below: 0.6, above: 1.4 } as const;
/** Weights this close to a cap or a flag bound count as within it (rounding, not weighting). */
export const CAP_TOLERANCE = 1e-9;
/** Cell weighting's trim-and-rescale rounds before caps are reported as not met (Quantum makes 100 attempts). */
export const CAP_ROUNDS = 100;

type Summary = Pick<
  WeightingResult,
  'minWeight' | 'maxWeight' | 'meanWeight' | 'efficiency' | 'effectiveN' | 'flagged'
>;

/** Scales cell weights so that the weighted rows weigh as many as they are (mean weight 1). */
export function scaleToRows(rows: Float64Array, weights: Float64Array, total: number): void {
  let sum = 0;
  for (let c = 0; c < rows.length; c++) sum += rows[c]! * weights[c]!;
  if (!(sum > 0)) return;
  const factor = total / sum;
  for (let c = 0; c < weights.length; c++) weights[c]! *= factor;
}

/** Min, max and mean weight, Kish's effective n and efficiency, and flagged rows, from the cell table. */
export function summarise(rows: Float64Array, weights: Float64Array, options: WeightingOptions): Summary {
  const range = options.flagRange ?? FLAG_RANGE;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let n = 0;
  let sum = 0;
  let squares = 0;
  let below = 0;
  let above = 0;
  for (let c = 0; c < rows.length; c++) {
    const count = rows[c]!;
    const weight = weights[c]!;
    if (count === 0) continue;
    if (weight < min) min = weight;
    if (weight > max) max = weight;
    n += count;
    sum += count * weight;
    squares += count * weight * weight;
    if (weight < range.below - CAP_TOLERANCE) below += count;
    if (weight > range.above + CAP_TOLERANCE) above += count;
  }
  const effectiveN = squares > 0 ? (sum * sum) / squares : 0;
  return {
    minWeight: min,
    maxWeight: max,
    meanWeight: sum / n,
    efficiency: n > 0 ? (effectiveN / n) * 100 : 0,
    effectiveN,
    flagged: { below, above, range: { below: range.below, above: range.above } },
  };
}

/** Clamps cell weights to the caps; returns whether any moved. */
export function trim(weights: Float64Array, min: number, max: number): boolean {
  let moved = false;
  for (let c = 0; c < weights.length; c++) {
    const weight = weights[c]!;
    if (weight < min) {
      weights[c] = min;
      moved = true;
    } else if (weight > max) {
      weights[c] = max;
      moved = true;
    }
  }
  return moved;
}

/** Rows whose cell's weight lies outside the caps (beyond CAP_TOLERANCE). */
export function outsideCaps(rows: Float64Array, weights: Float64Array, min: number, max: number): number {
  let outside = 0;
  for (let c = 0; c < rows.length; c++) {
    const weight = weights[c]!;
    if (weight < min - CAP_TOLERANCE || weight > max + CAP_TOLERANCE) outside += rows[c]!;
  }
  return outside;
}

/** The caps as numbers (±∞ when absent), or null without caps. */
export function capBounds(options: WeightingOptions): { min: number; max: number } | null {
  const caps = options.caps;
  if (!caps || (caps.min === undefined && caps.max === undefined)) return null;
  return { min: caps.min ?? 0, max: caps.max ?? Number.POSITIVE_INFINITY };
}

export function capsResult(
  options: WeightingOptions,
  bounds: { min: number; max: number },
  rows: Float64Array,
  weights: Float64Array,
): CapsResult {
  const outside = outsideCaps(rows, weights, bounds.min, bounds.max);
  return {
    min: options.caps?.min ?? null,
    max: options.caps?.max ?? null,
    met: outside === 0,
    outside,
  };
}

/** Every row's weight: its cell's, or 1 for a row not weighted. */
export function rowWeights(cellOfRow: Int32Array, weights: Float64Array): Float64Array {
  const out = new Float64Array(cellOfRow.length);
  for (let i = 0; i < cellOfRow.length; i++) {
    const cell = cellOfRow[i]!;
    out[i] = cell >= 0 ? weights[cell]! : 1;
  }
  return out;
}
