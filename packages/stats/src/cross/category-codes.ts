import type { CodedValues } from '../dataset/value-codes.ts';

/** Dense lookups need integer values over a modest span; other values go through a map. */
const MAX_DENSE_SPAN = 1 << 16;

/**
 * For each code of a coded column (dataset/value-codes.ts), its category's index + 1, or 0 when
 * the code is empty or its value is no category's (left out of the table).
 */
export function codeLookup(categories: readonly { value: number }[], coded: CodedValues): Uint16Array {
  const index = new Map<number, number>();
  categories.forEach(({ value }, i) => {
    if (!index.has(value)) index.set(value, i + 1);
  });
  const lookup = new Uint16Array(256);
  coded.values.forEach((value, code) => {
    if (code > 0) lookup[code] = index.get(value) ?? 0;
  });
  return lookup;
}

/**
 * Each row's category index + 1 (0: empty, or a value no category names), one pass over the
 * float values: a dense table over the categories' integer span, a map for any other value.
 */
export function rowCategoryCodes(
  values: Float64Array,
  categories: readonly { value: number }[],
): Uint8Array | Uint16Array {
  let lo = 0;
  let hi = -1;
  const others = new Map<number, number>();
  categories.forEach(({ value }) => {
    if (!Number.isInteger(value)) return;
    if (hi < lo) [lo, hi] = [value, value];
    else [lo, hi] = [Math.min(lo, value), Math.max(hi, value)];
  });
  const span = hi - lo + 1 <= MAX_DENSE_SPAN ? Math.max(0, hi - lo + 1) : 0;
  const dense = new Uint16Array(span);
  categories.forEach(({ value }, i) => {
    const slot = value - lo;
    if (slot >= 0 && slot < span && (slot | 0) === slot) {
      if (dense[slot] === 0) dense[slot] = i + 1;
    } else if (!others.has(value)) others.set(value, i + 1);
  });
  const out = categories.length < 256 ? new Uint8Array(values.length) : new Uint16Array(values.length);
  const useMap = others.size > 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const slot = value - lo;
    if (slot >= 0 && slot < span && (slot | 0) === slot) out[i] = dense[slot]!;
    else if (useMap) out[i] = others.get(value) ?? 0;
  }
  return out;
}
