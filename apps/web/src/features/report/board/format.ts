/** What the board shows for a figure that does not exist (an empty base): never 0 % or NaN. */
export const DASH = '—';

/** A percentage with one decimal ("42.9%"); null (empty base) is the dash. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? DASH : `${value.toFixed(1)}%`;
}

/**
 * A count: whole numbers as they are, weighted sums with at most two decimals (a weighted count
 * is a sum of weights, so 12.3456 reads as 12.35).
 */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** A statistic (mean, sd, mean rank …) with two decimals; null is the dash. */
export function formatStat(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return Number.isInteger(value) ? String(value) : value.toFixed(digits);
}
