import { boundedFactor } from './bounded.ts';
import type { ConvergenceCriterion } from './types.ts';

/** A table of cells to rake: rows per cell, and per margin each cell's category and the target shares. */
export interface RakeProblem {
  rows: Float64Array;
  categories: readonly Int32Array[];
  shares: readonly Float64Array[];
  /** The weighted total the weights add up to (the weighted rows). */
  total: number;
}

export interface Fit {
  /** Largest |achieved − target| share over every category of every margin. */
  maxDifference: number;
  rmsDifference: number;
}

export interface RakeOutcome extends Fit {
  iterations: number;
  converged: boolean;
}

/** Weighted rows per category of margin `m` under cell weights `weights`. */
export function marginSums(problem: RakeProblem, m: number, weights: Float64Array): Float64Array {
  const cats = problem.categories[m]!;
  const sums = new Float64Array(problem.shares[m]!.length);
  const rows = problem.rows;
  for (let c = 0; c < cats.length; c++) sums[cats[c]!]! += rows[c]! * weights[c]!;
  return sums;
}

/** How far the weighted shares are from the targets (shares of the weights' own total). */
export function fitOf(problem: RakeProblem, weights: Float64Array): Fit {
  let max = 0;
  let squares = 0;
  let count = 0;
  for (let m = 0; m < problem.shares.length; m++) {
    const sums = marginSums(problem, m, weights);
    let total = 0;
    for (const sum of sums) total += sum;
    const shares = problem.shares[m]!;
    for (let a = 0; a < shares.length; a++) {
      const difference = Math.abs((total > 0 ? sums[a]! / total : 0) - shares[a]!);
      if (difference > max) max = difference;
      squares += difference * difference;
      count++;
    }
  }
  return { maxDifference: max, rmsDifference: count > 0 ? Math.sqrt(squares / count) : 0 };
}

/**
 * Iterative proportional fitting on the cell table: each iteration scales the cells of every
 * category of each margin in turn so that the margin meets its targets, then measures the fit of
 * every margin; it stops once the fit is within `limit` by `criterion`, or after `maxIterations`.
 * With `caps`, each category's cells are scaled then clamped to the caps (bounded.ts), so weights
 * never leave them and a feasible problem still meets its margins. `weights` (one per cell) are
 * raked in place.
 */
export function rakeCells(
  problem: RakeProblem,
  weights: Float64Array,
  limit: number,
  maxIterations: number,
  criterion: ConvergenceCriterion,
  caps: { min: number; max: number } | null = null,
): RakeOutcome {
  const { categories, shares } = problem;
  const members =
    caps === null ? null : categories.map((cats, m) => cellsByCategory(cats, shares[m]!.length));
  let fit: Fit = fitOf(problem, weights);
  let iterations = 0;
  while (iterations < maxIterations) {
    iterations++;
    for (let m = 0; m < categories.length; m++) {
      if (members !== null) scaleWithinCaps(problem, m, members[m]!, weights, caps!);
      else scaleMargin(problem, m, weights);
    }
    fit = fitOf(problem, weights);
    if (within(fit, limit, criterion)) return { ...fit, iterations, converged: true };
  }
  return { ...fit, iterations, converged: within(fit, limit, criterion) };
}

function scaleMargin(problem: RakeProblem, m: number, weights: Float64Array): void {
  const cats = problem.categories[m]!;
  const shares = problem.shares[m]!;
  const sums = marginSums(problem, m, weights);
  const factors = new Float64Array(sums.length);
  for (let a = 0; a < sums.length; a++)
    // A category whose rows all weigh 0 (another margin's zero target) cannot be scaled up.
    factors[a] = sums[a]! > 0 ? (shares[a]! * problem.total) / sums[a]! : 1;
  for (let c = 0; c < cats.length; c++) weights[c]! *= factors[cats[c]!]!;
}

function scaleWithinCaps(
  problem: RakeProblem,
  m: number,
  members: Int32Array[],
  weights: Float64Array,
  caps: { min: number; max: number },
): void {
  const shares = problem.shares[m]!;
  for (let a = 0; a < members.length; a++) {
    const cells = members[a]!;
    const factor = boundedFactor(
      cells,
      problem.rows,
      weights,
      shares[a]! * problem.total,
      caps.min,
      caps.max,
    );
    for (const cell of cells) {
      const scaled = weights[cell]! * factor;
      // 0 × ∞ (a cell weighing 0 when the target needs every cell at its maximum) stays at the minimum.
      weights[cell] = Number.isNaN(scaled) ? caps.min : Math.min(caps.max, Math.max(caps.min, scaled));
    }
  }
}

/** The cells of each category of a margin. */
function cellsByCategory(cats: Int32Array, k: number): Int32Array[] {
  const counts = new Int32Array(k);
  for (const cat of cats) counts[cat]!++;
  const members = Array.from(counts, (count) => new Int32Array(count));
  counts.fill(0);
  for (let c = 0; c < cats.length; c++) {
    const cat = cats[c]!;
    members[cat]![counts[cat]!++] = c;
  }
  return members;
}

export function within(fit: Fit, limit: number, criterion: ConvergenceCriterion): boolean {
  return (criterion === 'rms' ? fit.rmsDifference : fit.maxDifference) <= limit;
}
