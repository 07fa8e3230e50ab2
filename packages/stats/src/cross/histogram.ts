import type { BannerGroup } from './banner.ts';
import { pairWords } from './pair-words.ts';

/**
 * The one pass per stub and banner group: each selected row adds to the cell (stub code × group
 * size + group code). Stub code 0 (empty, a value outside the categories, a dropped row) is
 * counted in its own slice and ignored by every figure. No allocation per row; the mask is
 * applied by multiplying the stub code with the row's mask byte (0 or 1) instead of a branch.
 */

export interface Selection {
  mask: Uint8Array | null;
  /** Rows to visit instead of all (a sparse mask's rows); null: every row. */
  rows: Int32Array | null;
  weights: Float64Array | null;
  /** Adds each pass's histogram to the one held under its key (histogram-memo.ts); null: none kept. */
  memo?: ((part: string, hist: CodeHistogram) => CodeHistogram) | null;
}

export interface CodeHistogram {
  /** Rows per cell, (stub codes) × group size. */
  n: Int32Array;
  /** Σw per cell (null unweighted: equal to n). */
  w: Float64Array | null;
  /** Σw² per cell (null unweighted: equal to n). */
  w2: Float64Array | null;
}

/**
 * `lookup[codes[i]]` is row i's stub code (0 … stubCodes − 1); `span`: the codes are below it.
 * Unweighted over the mask (or every row) against one coded banner variable, four rows a word
 * (pair-words.ts); otherwise row by row.
 */
export function codeHistogram(
  codes: Uint8Array | Uint16Array,
  lookup: Uint16Array,
  stubCodes: number,
  group: BannerGroup,
  selection: Selection,
  span: number,
): CodeHistogram {
  const cells = stubCodes * group.size;
  const n = new Int32Array(cells);
  // Weighted, each cell's rows, Σw and Σw² sit side by side (one cache line, not three).
  const packed = selection.weights === null ? null : new Float64Array(3 * cells);
  const { direct } = group;
  const words =
    direct !== null &&
    selection.weights === null &&
    selection.rows === null &&
    codes instanceof Uint8Array &&
    span <= 256 &&
    pairWords({ codes, lookup, span }, direct, group.size, selection.mask, n);
  if (words) return { n, w: null, w2: null };
  if (group.direct !== null)
    directPass(codes, lookup, group.direct.codes, group.direct.lookup, group.size, selection, n, packed);
  else groupPass(codes, lookup, group.codes(), group.size, selection, n, packed);
  if (packed === null) return { n, w: null, w2: null };
  const w = new Float64Array(cells);
  const w2 = new Float64Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    n[cell] = packed[3 * cell]!;
    w[cell] = packed[3 * cell + 1]!;
    w2[cell] = packed[3 * cell + 2]!;
  }
  return { n, w, w2 };
}

/** Read at index 0 for every row when there is no mask (step 0), so one loop serves both. */
const ALL = Uint8Array.of(1);

// The two passes below differ only in how a row's group code is read; each loop is written out
// (no closure or call per row: tsx wraps closures, and a call in the loop measured slower).

function groupPass(
  codes: Uint8Array | Uint16Array,
  lookup: Uint16Array,
  group: Uint32Array,
  size: number,
  { mask, rows, weights }: Selection,
  n: Int32Array,
  packed: Float64Array | null,
): void {
  if (rows !== null) {
    for (let k = 0; k < rows.length; k++) {
      const i = rows[k]!;
      const cell = lookup[codes[i]!]! * size + group[i]!;
      if (weights === null) n[cell]!++;
      else {
        const x = weights[i]!;
        packed![3 * cell]! += 1;
        packed![3 * cell + 1]! += x;
        packed![3 * cell + 2]! += x * x;
      }
    }
  } else if (weights !== null) {
    const sums = packed!;
    const keep = mask ?? ALL;
    const step = mask === null ? 0 : 1;
    for (let i = 0; i < group.length; i++) {
      const cell = lookup[codes[i]!]! * keep[i * step]! * size + group[i]!;
      const x = weights[i]!;
      sums[3 * cell]! += 1;
      sums[3 * cell + 1]! += x;
      sums[3 * cell + 2]! += x * x;
    }
  } else if (mask === null) {
    for (let i = 0; i < group.length; i++) n[lookup[codes[i]!]! * size + group[i]!]!++;
  } else {
    for (let i = 0; i < group.length; i++) n[lookup[codes[i]!]! * mask[i]! * size + group[i]!]!++;
  }
}

function directPass(
  codes: Uint8Array | Uint16Array,
  lookup: Uint16Array,
  bannerCodes: Uint8Array,
  bannerLookup: Uint16Array,
  size: number,
  { mask, rows, weights }: Selection,
  n: Int32Array,
  packed: Float64Array | null,
): void {
  if (rows !== null) {
    for (let k = 0; k < rows.length; k++) {
      const i = rows[k]!;
      const cell = lookup[codes[i]!]! * size + bannerLookup[bannerCodes[i]!]!;
      if (weights === null) n[cell]!++;
      else {
        const x = weights[i]!;
        packed![3 * cell]! += 1;
        packed![3 * cell + 1]! += x;
        packed![3 * cell + 2]! += x * x;
      }
    }
  } else if (weights !== null) {
    const sums = packed!;
    const keep = mask ?? ALL;
    const step = mask === null ? 0 : 1;
    for (let i = 0; i < bannerCodes.length; i++) {
      const cell = lookup[codes[i]!]! * keep[i * step]! * size + bannerLookup[bannerCodes[i]!]!;
      const x = weights[i]!;
      sums[3 * cell]! += 1;
      sums[3 * cell + 1]! += x;
      sums[3 * cell + 2]! += x * x;
    }
  } else if (mask === null) {
    for (let i = 0; i < bannerCodes.length; i++)
      n[lookup[codes[i]!]! * size + bannerLookup[bannerCodes[i]!]!]!++;
  } else {
    for (let i = 0; i < bannerCodes.length; i++)
      n[lookup[codes[i]!]! * mask[i]! * size + bannerLookup[bannerCodes[i]!]!]!++;
  }
}

export interface MomentHistogram {
  n: Int32Array;
  /** Σw, Σw², Σw·d, Σw·d² per group code, d = x − shift. */
  w: Float64Array;
  w2: Float64Array;
  wd: Float64Array;
  wd2: Float64Array;
  shift: number;
}

/**
 * A numeric stub's sums per group code. Values are taken relative to a shift (the first value
 * met), so sums of squares do not cancel digits when the mean is large against the spread.
 */
export function momentHistogram(
  values: Float64Array,
  group: Uint32Array,
  size: number,
  { mask, rows, weights }: Selection,
): MomentHistogram {
  const n = new Int32Array(size);
  const w = new Float64Array(size);
  const w2 = new Float64Array(size);
  const wd = new Float64Array(size);
  const wd2 = new Float64Array(size);
  let shift = Number.NaN;
  const count = rows === null ? values.length : rows.length;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? k : rows[k]!;
    const x = values[i]!;
    if (Number.isNaN(x) || (mask !== null && rows === null && mask[i] === 0)) continue;
    if (Number.isNaN(shift)) shift = x;
    const g = group[i]!;
    const weight = weights === null ? 1 : weights[i]!;
    const d = x - shift;
    n[g]!++;
    w[g]! += weight;
    w2[g]! += weight * weight;
    wd[g]! += weight * d;
    wd2[g]! += weight * d * d;
  }
  return { n, w, w2, wd, wd2, shift: Number.isNaN(shift) ? 0 : shift };
}
