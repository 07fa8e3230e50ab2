import { WeightingError } from './types.ts';

/** Percent targets may miss 100 by this much (rounded figures typed in); they are then scaled to 100. */
export const PERCENT_TOLERANCE = 0.01;

/**
 * Targets as shares of 1. Counts become shares of their total; percents must add up to 100
 * (± PERCENT_TOLERANCE) and are divided by their own sum, so shares add up to exactly 1.
 */
export function targetShares(
  targets: readonly { target: number }[],
  targetsAs: 'percent' | 'count',
  keys: string[],
  valuesOf: (index: number) => number[],
): Float64Array {
  let sum = 0;
  for (let t = 0; t < targets.length; t++) {
    const target = targets[t]!.target;
    if (!Number.isFinite(target) || target < 0)
      throw new WeightingError('invalid-target', `A target of ${keys.join(' × ')} is not a number ≥ 0`, {
        keys,
        values: valuesOf(t),
      });
    sum += target;
  }
  // The 1e-9 lets typed figures such as 33.33 + 66.66 (99.99000000000001 in floating point) pass.
  if (targetsAs === 'percent' ? Math.abs(sum - 100) > PERCENT_TOLERANCE + 1e-9 : !(sum > 0))
    throw new WeightingError(
      'targets-sum',
      targetsAs === 'percent'
        ? `The targets of ${keys.join(' × ')} add up to ${sum} %, not 100 %`
        : `The targets of ${keys.join(' × ')} add up to ${sum}`,
      { keys, sum },
    );
  const shares = new Float64Array(targets.length);
  for (let t = 0; t < targets.length; t++) shares[t] = targets[t]!.target / sum;
  return shares;
}

/** Throws `duplicate-category` when two targets name the same value(s). */
export function checkDistinct(
  keysOfTargets: string[],
  keys: string[],
  valuesOf: (index: number) => number[],
): void {
  const seen = new Set<string>();
  for (let t = 0; t < keysOfTargets.length; t++) {
    const key = keysOfTargets[t]!;
    if (seen.has(key))
      throw new WeightingError('duplicate-category', `${keys.join(' × ')} has two targets for ${key}`, {
        keys,
        values: valuesOf(t),
      });
    seen.add(key);
  }
}
