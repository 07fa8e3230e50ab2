import { chiSquareUpper } from './distributions.ts';
import type { ChiSquare } from './types.ts';

/**
 * Pearson's chi-square (no continuity correction) of a stub × banner-variable table of weighted
 * counts. Rows and columns with no count are dropped first (their expected counts are 0). With
 * weights, the statistic is scaled by n_eff / Σw (Kish), so it is that of a sample of the
 * effective size; unweighted the factor is 1 and is not applied.
 */
export function chiSquare(
  group: number,
  counts: readonly (readonly number[])[],
  effectiveBase: number | null,
): ChiSquare {
  const rowSums = counts.map((row) => row.reduce((sum, x) => sum + x, 0));
  const columns = counts[0]?.length ?? 0;
  const colSums = Array.from({ length: columns }, (_, j) => counts.reduce((sum, row) => sum + row[j]!, 0));
  const total = rowSums.reduce((sum, x) => sum + x, 0);
  if (!(total > 0)) return { group, skipped: 'empty' };
  const rows = rowSums.flatMap((sum, r) => (sum > 0 ? [r] : []));
  const cols = colSums.flatMap((sum, j) => (sum > 0 ? [j] : []));
  if (rows.length < 2 || cols.length < 2) return { group, skipped: 'single-category' };
  let statistic = 0;
  for (const r of rows)
    for (const j of cols) {
      const expected = (rowSums[r]! * colSums[j]!) / total;
      const diff = counts[r]![j]! - expected;
      statistic += (diff * diff) / expected;
    }
  if (effectiveBase !== null) statistic *= effectiveBase / total;
  const df = (rows.length - 1) * (cols.length - 1);
  return { group, statistic, df, p: chiSquareUpper(statistic, df) };
}
