/**
 * Counts of the distinct values of a number column among some rows, without a branch on the
 * data: each value is read as the two 32-bit words of its IEEE-754 form and counted under its
 * upper 16 bits (sign, exponent and 4 bits of mantissa). That key holds the whole value exactly
 * when the other 48 bits are zero: every integer of magnitude up to 32 (codes, ratings, NPS,
 * ranks), halves and quarters of them, and NaN (an empty cell). Testing NaN per row is a branch
 * the data decides, mispredicted on every unanswered cell; here the counting never branches, and
 * a column holding any other value is given up (null) within a block, for the caller's general
 * pass.
 */

const KEYS = 1 << 16;
const BLOCK = 4096;
// The words of a Float64Array are [low, high] on a little-endian machine only.
export const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;
/** Scratch tables, all zero between calls (each call clears what it used). */
const counts = new Int32Array(KEYS);
const sums = new Float64Array(KEYS);
/** The keys a call used, in the order first seen. */
const used = new Int32Array(KEYS);
const decode = new Float64Array(1);
const decodeWords = new Int32Array(decode.buffer);

export interface ValueHistogram {
  /** The distinct values that are not NaN, ascending. */
  values: number[];
  /** Rows per value. */
  rows: number[];
  /** Sum of weights per value (equal to `rows` unweighted). */
  counts: number[];
  /** Rows with a value. */
  n: number;
}

/** Whether a value (not NaN) is held exactly by its key: what `valueHistogram` counts. */
export function fitsHistogramKey(value: number): boolean {
  decode[0] = value;
  return LITTLE_ENDIAN && decodeWords[0] === 0 && (decodeWords[1]! & 0xffff) === 0;
}

/** Null when the machine is big-endian or a value needs more than its key (see above). */
export function valueHistogram(
  values: Float64Array,
  rows: Int32Array | null,
  weights: Float64Array | null,
): ValueHistogram | null {
  if (!LITTLE_ENDIAN) return null;
  const words = new Int32Array(values.buffer, values.byteOffset, values.length * 2);
  const total = rows === null ? values.length : rows.length;
  let rest = 0;
  let distinct = 0;
  for (let start = 0; start < total && rest === 0; start += BLOCK) {
    const end = Math.min(total, start + BLOCK);
    for (let k = start; k < end; k++) {
      const at = (rows === null ? k : rows[k]!) << 1;
      const high = words[at + 1]!;
      // Any bit outside the key makes `rest` non-zero: the column is given up after this block.
      rest |= words[at]! | (high & 0xffff);
      const key = high >>> 16;
      // A key's first row lists it (rare, so a well-predicted branch): reading back visits the
      // keys used, not all 65,536.
      if (counts[key]!++ === 0) used[distinct++] = key;
      if (weights !== null) sums[key]! += weights[at >> 1]!;
    }
  }
  const keys = used.subarray(0, distinct);
  if (rest !== 0) {
    for (const key of keys) {
      counts[key] = 0;
      sums[key] = 0;
    }
    return null;
  }
  return collect(keys, weights !== null);
}

/** Reads the used keys back as values, clearing the tables. */
function collect(keys: Int32Array, weighted: boolean): ValueHistogram {
  const found: { value: number; rows: number; count: number }[] = [];
  let n = 0;
  for (const key of keys) {
    const rows = counts[key]!;
    const count = weighted ? sums[key]! : rows;
    counts[key] = 0;
    sums[key] = 0;
    decodeWords[0] = 0;
    decodeWords[1] = key << 16;
    const value = decode[0]!;
    if (Number.isNaN(value)) continue;
    n += rows;
    // −0 and 0 are one value, as everywhere else.
    const same = value === 0 ? found.find((entry) => entry.value === 0) : undefined;
    if (same) {
      same.rows += rows;
      same.count += count;
    } else found.push({ value: value === 0 ? 0 : value, rows, count });
  }
  found.sort((a, b) => a.value - b.value);
  return {
    values: found.map((entry) => entry.value),
    rows: found.map((entry) => entry.rows),
    counts: found.map((entry) => entry.count),
    n,
  };
}
