import betainc from '@stdlib/math-base-special-betainc';
import erfc from '@stdlib/math-base-special-erfc';
import gammainc from '@stdlib/math-base-special-gammainc';

/**
 * Tail probabilities from the incomplete gamma / beta functions and erfc directly, never as
 * 1 − cdf: a p of 1e-30 keeps its digits (they match scipy's sf to about 1e-14 relative).
 */

/** Two-sided p of a standard normal z. */
export function normalTwoSided(z: number): number {
  return erfc(Math.abs(z) / Math.SQRT2);
}

/** Two-sided p of Student's t with df degrees of freedom (df may be fractional, as Welch's). */
export function tTwoSided(t: number, df: number): number {
  return betainc(df / (df + t * t), df / 2, 0.5, true, false);
}

/** Upper tail of chi-square with df degrees of freedom. */
export function chiSquareUpper(x: number, df: number): number {
  return gammainc(x / 2, df / 2, true, true);
}
