import type { CodedValues } from '../dataset/value-codes.ts';
import type { FrequencyInput } from './common.ts';
import { fitsHistogramKey, LITTLE_ENDIAN, type ValueHistogram } from './value-histogram.ts';

/** Below this share of the rows, visiting the kept rows beats reading every row's mask byte. */
const SPARSE = 1 / 3;
/** Four count tables, one per byte of a word, so consecutive rows never wait on one counter. */
const LANES = 4;
const CODES = 256;

export interface CodedHistogram extends ValueHistogram {
  /** Every value counted fits a value-histogram key: `valueHistogram` would have counted the column. */
  keyed: boolean;
}

/** Whether a mask or its rows are read: the mask word by word, unless it keeps few rows. */
export function readsMask(input: FrequencyInput, length: number): boolean {
  const { mask = null, rows = null } = input;
  if (mask === null) return false;
  return rows === null || rows.length >= length * SPARSE;
}

/**
 * The distinct values of a coded column among some rows with their rows and weights, as
 * `valueHistogram` gives them (value-histogram.ts): ascending, each value's weight summed in row
 * order, so the figures made from it are identical. Unweighted over a mask (RowMask: bytes 0 or
 * 1), four rows a step: a word of codes ANDed with its mask word (a dropped row reads as empty)
 * adds one to four tables. Over a few kept rows, row by row.
 */
export function codedHistogram(coded: CodedValues, input: FrequencyInput): CodedHistogram {
  const { codes } = coded;
  const weights = input.weights ?? null;
  const mask = input.mask ?? null;
  const counts = new Int32Array(LANES * CODES);
  const sums = weights === null ? null : new Float64Array(CODES);
  if (readsMask(input, codes.length) || (mask === null && input.rows == null))
    countWords(codes, mask, weights, counts, sums);
  else countRows(codes, input.rows!, weights, counts, sums);
  return collect(coded.values, counts, sums);
}

/** Every row (mask null) or the rows the mask keeps, a word of four rows at a time. */
function countWords(
  codes: Uint8Array,
  mask: Uint8Array | null,
  weights: Float64Array | null,
  counts: Int32Array,
  sums: Float64Array | null,
): void {
  // The lanes are the word's bytes in row order on a little-endian machine only.
  const aligned = codes.byteOffset % 4 === 0 && (mask === null || mask.byteOffset % 4 === 0);
  const words = aligned && LITTLE_ENDIAN ? codes.length >>> 2 : 0;
  const codeWords = words === 0 ? new Uint32Array(0) : new Uint32Array(codes.buffer, codes.byteOffset, words);
  const maskWords =
    mask === null || words === 0 ? null : new Uint32Array(mask.buffer, mask.byteOffset, words);
  for (let w = 0; w < words; w++) {
    // A mask byte of 1 times 255 keeps its row's code; 0 makes it the empty code.
    const x = maskWords === null ? codeWords[w]! : codeWords[w]! & Math.imul(maskWords[w]!, 255);
    const a = x & 255;
    const b = (x >>> 8) & 255;
    const c = (x >>> 16) & 255;
    const d = x >>> 24;
    counts[a]!++;
    counts[CODES | b]!++;
    counts[2 * CODES + c]!++;
    counts[3 * CODES + d]!++;
    if (sums !== null) {
      // In row order into one table: each value's sum adds the same weights in the same order.
      const i = w << 2;
      sums[a]! += weights![i]!;
      sums[b]! += weights![i + 1]!;
      sums[c]! += weights![i + 2]!;
      sums[d]! += weights![i + 3]!;
    }
  }
  for (let i = words << 2; i < codes.length; i++) {
    const code = mask === null || mask[i] !== 0 ? codes[i]! : 0;
    counts[code]!++;
    if (sums !== null) sums[code]! += weights![i]!;
  }
}

/** The given rows (ascending), one at a time. */
function countRows(
  codes: Uint8Array,
  rows: Int32Array,
  weights: Float64Array | null,
  counts: Int32Array,
  sums: Float64Array | null,
): void {
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const code = codes[i]!;
    counts[((k & 3) << 8) | code]!++;
    if (sums !== null) sums[code]! += weights![i]!;
  }
}

function collect(values: readonly number[], counts: Int32Array, sums: Float64Array | null): CodedHistogram {
  const found: { value: number; rows: number; count: number }[] = [];
  let n = 0;
  let keyed = true;
  // Code 0 is the empty cell (and every dropped row): not a value.
  for (let code = 1; code < values.length; code++) {
    const rows =
      counts[code]! + counts[CODES + code]! + counts[2 * CODES + code]! + counts[3 * CODES + code]!;
    if (rows === 0) continue;
    const value = values[code]!;
    n += rows;
    keyed &&= fitsHistogramKey(value);
    found.push({ value, rows, count: sums === null ? rows : sums[code]! });
  }
  found.sort((a, b) => a.value - b.value);
  return {
    values: found.map((entry) => entry.value),
    rows: found.map((entry) => entry.rows),
    counts: found.map((entry) => entry.count),
    n,
    keyed,
  };
}
