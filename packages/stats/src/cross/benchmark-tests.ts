import { normalTwoSided, tTwoSided } from './distributions.ts';

/**
 * Significance tests of a dashboard chart against a benchmark (spec: the Benchmark editor). Each
 * answers the statistic and its two-sided p, or null when the test cannot run (an empty base, no
 * variance). Weighted counts may be passed as counts; the test then treats Σw as the sample size.
 */
export interface TestResult {
  statistic: number;
  p: number;
}

/** Two independent proportions x1/n1 and x2/n2, pooled standard error (as the cross tables' column tests). */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): TestResult | null {
  if (!(n1 > 0 && n2 > 0)) return null;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return null;
  const statistic = (x1 / n1 - x2 / n2) / se;
  return { statistic, p: normalTwoSided(statistic) };
}

/** A sample proportion p of n against a known value p0 (a norm without a base): se from p0. */
export function oneProportionZ(p: number, n: number, p0: number): TestResult | null {
  if (!(n > 0) || !(p0 > 0 && p0 < 1)) return null;
  const statistic = (p - p0) / Math.sqrt((p0 * (1 - p0)) / n);
  return { statistic, p: normalTwoSided(statistic) };
}

/** A mean's summary: sample variance with n − 1 in the denominator. */
export interface MeanSummary {
  mean: number;
  variance: number;
  n: number;
}

/** Welch's t for two means with unequal variances, Welch–Satterthwaite degrees of freedom. */
export function welchT(a: MeanSummary, b: MeanSummary): (TestResult & { df: number }) | null {
  if (!(a.n > 1 && b.n > 1)) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se2 = va + vb;
  if (!(se2 > 0)) return null;
  const statistic = (a.mean - b.mean) / Math.sqrt(se2);
  const df = (se2 * se2) / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  return { statistic, df, p: tTwoSided(statistic, df) };
}

/** A mean and sample variance from Σw, Σwx, Σwx² (frequency weights: Σw is the sample size). */
export function meanSummary(sums: { w: number; wx: number; wx2: number }): MeanSummary | null {
  if (!(sums.w > 0)) return null;
  const mean = sums.wx / sums.w;
  const variance = sums.w > 1 ? Math.max(0, (sums.wx2 - sums.w * mean * mean) / (sums.w - 1)) : 0;
  return { mean, variance, n: sums.w };
}
