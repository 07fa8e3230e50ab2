/** Distinct values in ascending order with their counts (sums of weights when weighted). */
export interface Distribution {
  values: number[];
  counts: number[];
}

const MAX_DENSE_SPAN = 100_000;

/**
 * The distribution of the valid values (not NaN, among `rows`; every row when null). Integer data over a modest span
 * (ratings, NPS, sliders) is counted into dense slots, which is a single pass; other data is
 * sorted.
 */
export function distributionOf(
  values: Float64Array,
  rows: Int32Array | null,
  weights: Float64Array | null,
  range: { min: number; max: number; integers: boolean },
): Distribution {
  const n = rows === null ? values.length : rows.length;
  const span = range.max - range.min + 1;
  if (range.integers && span <= MAX_DENSE_SPAN) {
    const slots = new Float64Array(span);
    const seen = new Uint8Array(span);
    for (let k = 0; k < n; k++) {
      const i = rows === null ? k : rows[k]!;
      const value = values[i]!;
      if (Number.isNaN(value)) continue;
      const slot = value - range.min;
      slots[slot]! += weights === null ? 1 : weights[i]!;
      seen[slot] = 1;
    }
    const out: Distribution = { values: [], counts: [] };
    for (let slot = 0; slot < span; slot++) {
      if (seen[slot] === 0) continue;
      out.values.push(slot + range.min);
      out.counts.push(slots[slot]!);
    }
    return out;
  }
  const sums = new Map<number, number>();
  for (let k = 0; k < n; k++) {
    const i = rows === null ? k : rows[k]!;
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    sums.set(value, (sums.get(value) ?? 0) + (weights === null ? 1 : weights[i]!));
  }
  const sorted = [...sums.keys()].sort((a, b) => a - b);
  return { values: sorted, counts: sorted.map((value) => sums.get(value)!) };
}

/**
 * The median from a distribution: the first value whose cumulative count reaches half the total;
 * when the cumulative count lands exactly on the half, the mean of that value and the next (for
 * an even count of unweighted values: the mean of the two middle ones).
 */
export function medianOf({ values, counts }: Distribution, total: number): number | null {
  if (values.length === 0 || !(total > 0)) return null;
  const half = total / 2;
  // Weighted sums are floats: "exactly half" allows for their rounding.
  const tolerance = total * 1e-12;
  let cumulative = 0;
  for (let j = 0; j < values.length; j++) {
    cumulative += counts[j]!;
    if (Math.abs(cumulative - half) <= tolerance) {
      const next = values.slice(j + 1).find((_, k) => counts[j + 1 + k]! > 0);
      return next === undefined ? values[j]! : (values[j]! + next) / 2;
    }
    if (cumulative > half) return values[j]!;
  }
  return values[values.length - 1]!;
}
