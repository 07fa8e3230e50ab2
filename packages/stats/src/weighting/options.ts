import type { RowMask } from '../filter/types.ts';
import {
  type ConvergenceCriterion,
  WEIGHTING_PRESETS,
  WeightingError,
  type WeightingOptions,
} from './types.ts';

export interface Settings {
  limit: number;
  maxIterations: number;
  criterion: ConvergenceCriterion;
  mask: RowMask | null;
}

/** The options with the strict preset's defaults, checked against the rows' count. */
export function settingsOf(options: WeightingOptions, length: number): Settings {
  const limit = options.limit ?? WEIGHTING_PRESETS.strict.limit;
  const maxIterations = options.maxIterations ?? WEIGHTING_PRESETS.strict.maxIterations;
  if (!(limit >= 0) || !Number.isFinite(limit))
    throw new WeightingError('invalid-options', `The convergence limit ${limit} is not a number ≥ 0`);
  if (!Number.isInteger(maxIterations) || maxIterations < 1)
    throw new WeightingError(
      'invalid-options',
      `The maximum of iterations ${maxIterations} is not a whole number ≥ 1`,
    );
  const mask = options.mask ?? null;
  if (mask !== null && mask.length !== length)
    throw new WeightingError('length-mismatch', `The mask has ${mask.length} rows, the variables ${length}`);
  const { min, max } = options.caps ?? {};
  // Weights average 1, so a cap range that leaves 1 out cannot be met by any weights.
  if ((min !== undefined && !(min >= 0 && min <= 1)) || (max !== undefined && !(max >= 1)))
    throw new WeightingError('invalid-caps', `Caps must keep 1 inside: minimum in [0, 1], maximum ≥ 1`);
  return { limit, maxIterations, criterion: options.criterion ?? WEIGHTING_PRESETS.strict.criterion, mask };
}

/** Every variable must have one value per row, the same rows. */
export function checkLengths(variables: readonly { key: string; values: Float64Array }[]): number {
  const length = variables[0]!.values.length;
  for (const variable of variables)
    if (variable.values.length !== length)
      throw new WeightingError(
        'length-mismatch',
        `${variable.key} has ${variable.values.length} rows, ${variables[0]!.key} ${length}`,
        { keys: [variable.key] },
      );
  return length;
}

/** A category value must be a number (NaN is an empty cell, never a category). */
export function checkValue(value: number, keys: string[]): void {
  if (!Number.isFinite(value))
    throw new WeightingError('invalid-target', `${keys.join(' × ')} has a target for the value ${value}`, {
      keys,
      values: [value],
    });
}
