import type { BannerGroup } from './banner.ts';
import type { CodeHistogram } from './histogram.ts';

/** Σw, rows and Σw² of one stub row (or base) per column, Total first. */
export interface Sums {
  w: Float64Array;
  n: Float64Array;
  w2: Float64Array;
}

export const emptySums = (columns: number): Sums => ({
  w: new Float64Array(columns),
  n: new Float64Array(columns),
  w2: new Float64Array(columns),
});

/**
 * Adds stub code `code`'s slice of a histogram to per-column sums: each group code's sums go to
 * every column it belongs to, and (for the first group only, so Total is counted once) to Total.
 */
export function addSlice(
  hist: CodeHistogram,
  code: number,
  group: BannerGroup,
  withTotal: boolean,
  into: Sums,
): void {
  const offset = code * group.size;
  for (let g = 0; g < group.size; g++) {
    const rows = hist.n[offset + g]!;
    if (rows === 0) continue;
    const w = hist.w === null ? rows : hist.w[offset + g]!;
    const w2 = hist.w2 === null ? rows : hist.w2[offset + g]!;
    // Total is column 0; written out, not as a closure per code (tsx names every closure).
    const from = withTotal ? group.start[g]! - 1 : group.start[g]!;
    for (let m = from; m < group.start[g + 1]!; m++) {
      const column = m < group.start[g]! ? 0 : group.members[m]!;
      into.n[column]! += rows;
      into.w[column]! += w;
      into.w2[column]! += w2;
    }
  }
}

/** Rows of the base per group code (for counting overlap between multiple-response columns). */
export function baseRowsPerCode(hist: CodeHistogram, codes: readonly number[], size: number): Int32Array {
  const out = new Int32Array(size);
  for (const code of codes) for (let g = 0; g < size; g++) out[g]! += hist.n[code * size + g]!;
  return out;
}

/**
 * Pairs of columns (global indices, "a,b" with a < b) that share at least one row of the base:
 * only bitmask dimensions (multiple-response banner variables) can hold such pairs.
 */
export function overlappingPairs(group: BannerGroup, baseRows: Int32Array, into: Set<string>): void {
  for (const dim of group.dims) {
    if (!dim.bits) continue;
    for (let g = 0; g < group.size; g++) {
      if (baseRows[g] === 0) continue;
      const code = Math.floor(g / dim.stride) % dim.size;
      if ((code & (code - 1)) === 0) continue;
      for (let a = 0; a < dim.count; a++)
        for (let b = a + 1; b < dim.count; b++)
          if (code & (1 << a) && code & (1 << b)) into.add(`${dim.first + a},${dim.first + b}`);
    }
  }
}
