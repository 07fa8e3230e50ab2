import { adjustFamily } from './adjust.ts';
import { normalTwoSided, tTwoSided } from './distributions.ts';
import type { CrossTestOptions, PairTest, SkipReason } from './types.ts';

/** A test of column a against column b: statistic positive when a is higher. */
export type PairOutcome = { statistic: number; p: number } | { skipped: SkipReason };

/**
 * Every pair of one banner variable's columns for one stub row: tested, corrected over that
 * family, then each significant pair puts the lower column's letter on the higher cell (lower
 * case below alpha, upper case below alpha / 5, on the adjusted p).
 */
export function pairwiseFamily(
  columns: readonly number[],
  letters: readonly string[],
  test: (a: number, b: number) => PairOutcome,
  options: CrossTestOptions,
): { letters: string; tests: PairTest[] }[] {
  const pairs: { a: number; b: number; outcome: PairOutcome }[] = [];
  for (let a = 0; a < columns.length; a++)
    for (let b = a + 1; b < columns.length; b++)
      pairs.push({ a, b, outcome: test(columns[a]!, columns[b]!) });
  const adjusted = adjustFamily(
    pairs.map(({ outcome }) => ('p' in outcome ? outcome.p : null)),
    options.correction,
  );
  const out = columns.map(() => ({ tests: [] as PairTest[], marks: [] as { at: number; letter: string }[] }));
  pairs.forEach(({ a, b, outcome }, k) => {
    if (!('p' in outcome)) {
      const skipped = { p: null, adjustedP: null, statistic: null, skipped: outcome.skipped };
      out[a]!.tests.push({ against: letters[b]!, ...skipped });
      out[b]!.tests.push({ against: letters[a]!, ...skipped });
      return;
    }
    const adjustedP = adjusted[k]!;
    out[a]!.tests.push({ against: letters[b]!, p: outcome.p, adjustedP, statistic: outcome.statistic });
    out[b]!.tests.push({ against: letters[a]!, p: outcome.p, adjustedP, statistic: -outcome.statistic });
    if (adjustedP === null || !(adjustedP < options.alpha) || outcome.statistic === 0) return;
    const [higher, lower] = outcome.statistic > 0 ? [a, b] : [b, a];
    const letter = letters[lower]!;
    out[higher]!.marks.push({
      at: lower,
      letter: adjustedP < options.alpha / 5 ? letter : letter.toLowerCase(),
    });
  });
  return out.map(({ tests, marks }) => ({
    tests,
    letters: marks
      .sort((x, y) => x.at - y.at)
      .map((mark) => mark.letter)
      .join(''),
  }));
}

/**
 * Column proportions, pooled: p̂ = (p₁n₁ + p₂n₂) / (n₁ + n₂), z = (p₁ − p₂) / √(p̂(1 − p̂)(1/n₁ + 1/n₂)),
 * proportions from weighted counts, n the columns' effective bases.
 */
export function proportionTest(p1: number, n1: number, p2: number, n2: number): PairOutcome {
  if (!(n1 > 0 && n2 > 0)) return { skipped: 'empty' };
  const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (!(variance > 0)) return { skipped: 'no-variance' };
  const statistic = (p1 - p2) / Math.sqrt(variance);
  return { statistic, p: normalTwoSided(statistic) };
}

export interface MeanSample {
  mean: number;
  /** Sample variance. */
  variance: number;
  /** Effective n. */
  n: number;
}

/** Student's t (pooled variance, df n₁ + n₂ − 2) or Welch's (Welch–Satterthwaite df). */
export function meanTest(x: MeanSample, y: MeanSample, kind: CrossTestOptions['meanTest']): PairOutcome {
  if (!(x.n > 1 && y.n > 1)) return { skipped: 'empty' };
  let se2: number;
  let df: number;
  if (kind === 'pooled') {
    df = x.n + y.n - 2;
    const pooled = ((x.n - 1) * x.variance + (y.n - 1) * y.variance) / df;
    se2 = pooled * (1 / x.n + 1 / y.n);
  } else {
    const a = x.variance / x.n;
    const b = y.variance / y.n;
    se2 = a + b;
    df = (se2 * se2) / ((a * a) / (x.n - 1) + (b * b) / (y.n - 1));
  }
  if (!(se2 > 0)) return { skipped: 'no-variance' };
  const statistic = (x.mean - y.mean) / Math.sqrt(se2);
  return { statistic, p: tTwoSided(statistic, df) };
}
