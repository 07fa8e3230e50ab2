import type { CodedValues } from '../dataset/value-codes.ts';
import { type FrequencyInput, readsMask } from './common.ts';
import { fitsHistogramKey, LITTLE_ENDIAN, type ValueHistogram } from './value-histogram.ts';

/** Four count tables, one per byte of a word, so consecutive rows never wait on one counter. */
const LANES = 4;
const CODES = 256;
/** Columns with at most this many codes (the empty one included) count two rows per index. */
const NIBBLE = 16;

export interface CodedHistogram extends ValueHistogram {
  /** Every value counted fits a value-histogram key: `valueHistogram` would have counted the column. */
  keyed: boolean;
}

/**
 * The distinct values of a coded column among some rows with their rows and weights, as
 * `valueHistogram` gives them (value-histogram.ts): ascending, each value's weight summed in row
 * order, so the figures made from it are identical. Over a mask (RowMask: bytes 0 or 1), four
 * rows a step: a word of codes ANDed with its mask word (a dropped row reads as the empty code)
 * adds one to four tables, or for a column of few codes, two pairs of codes to two tables of
 * pairs. Over a few kept rows, row by row. (Each loop is written out without calls or closures:
 * one in the hot loop measured half as fast.)
 */
export function codedHistogram(coded: CodedValues, input: FrequencyInput): CodedHistogram {
  const { codes } = coded;
  const weights = input.weights ?? null;
  const mask = input.mask ?? null;
  const counts = new Int32Array(LANES * CODES);
  const sums = weights === null ? null : new Float64Array(CODES);
  if (!readsMask(input, codes.length) && input.rows != null)
    countRows(codes, input.rows, weights, counts, sums);
  else if (weights !== null) sumWords(codes, mask, weights, counts, sums!);
  else if (coded.values.length <= NIBBLE) countPairs(codes, mask, counts);
  else countWords(codes, mask, counts);
  return collect(coded.values, counts, sums);
}

/** The codes and the mask as words of four rows (none when either is not on a word, or big-endian). */
function wordsOf(codes: Uint8Array, mask: Uint8Array | null) {
  // The lanes are the word's bytes in row order on a little-endian machine only.
  const aligned = codes.byteOffset % 4 === 0 && (mask === null || mask.byteOffset % 4 === 0);
  const words = aligned && LITTLE_ENDIAN ? codes.length >>> 2 : 0;
  return {
    words,
    codeWords: words === 0 ? new Uint32Array(0) : new Uint32Array(codes.buffer, codes.byteOffset, words),
    maskWords: mask === null || words === 0 ? null : new Uint32Array(mask.buffer, mask.byteOffset, words),
  };
}

/** The rows after the last whole word, one by one. */
function countTail(codes: Uint8Array, mask: Uint8Array | null, from: number, counts: Int32Array): void {
  for (let i = from; i < codes.length; i++) counts[mask === null || mask[i] !== 0 ? codes[i]! : 0]!++;
}

/**
 * Unweighted, codes below 16 (a column of at most 15 values, as most are): two rows' codes make
 * one index of a table of 256 pairs, so a word adds to two tables instead of four; two words a
 * step, four tables. The pairs are split back into codes at the end.
 */
function countPairs(codes: Uint8Array, mask: Uint8Array | null, counts: Int32Array): void {
  const { words, codeWords, maskWords } = wordsOf(codes, mask);
  const pairs = new Int32Array(4 * CODES);
  // A mask byte of 1 times 15 keeps its row's code (below 16); 0 makes it the empty code.
  const all = maskWords === null;
  const pairWords = words & ~1;
  for (let w = 0; w < pairWords; w += 2) {
    const x = all ? codeWords[w]! : codeWords[w]! & Math.imul(maskWords[w]!, 15);
    const y = all ? codeWords[w + 1]! : codeWords[w + 1]! & Math.imul(maskWords[w + 1]!, 15);
    pairs[(x & 0xf) | ((x >>> 4) & 0xf0)]!++;
    pairs[CODES | ((x >>> 16) & 0xf) | ((x >>> 20) & 0xf0)]!++;
    pairs[2 * CODES + ((y & 0xf) | ((y >>> 4) & 0xf0))]!++;
    pairs[3 * CODES + (((y >>> 16) & 0xf) | ((y >>> 20) & 0xf0))]!++;
  }
  if (pairWords < words) {
    const x = all ? codeWords[pairWords]! : codeWords[pairWords]! & Math.imul(maskWords[pairWords]!, 15);
    pairs[(x & 0xf) | ((x >>> 4) & 0xf0)]!++;
    pairs[CODES | ((x >>> 16) & 0xf) | ((x >>> 20) & 0xf0)]!++;
  }
  for (let pair = 0; pair < CODES; pair++) {
    const n = pairs[pair]! + pairs[CODES + pair]! + pairs[2 * CODES + pair]! + pairs[3 * CODES + pair]!;
    counts[pair & 0xf]! += n;
    counts[pair >>> 4]! += n;
  }
  countTail(codes, mask, words << 2, counts);
}

/** Every row (mask null) or the rows the mask keeps, a word of four rows at a time. */
function countWords(codes: Uint8Array, mask: Uint8Array | null, counts: Int32Array): void {
  const { words, codeWords, maskWords } = wordsOf(codes, mask);
  const all = maskWords === null;
  for (let w = 0; w < words; w++) {
    // A mask byte of 1 times 255 keeps its row's code; 0 makes it the empty code.
    const x = all ? codeWords[w]! : codeWords[w]! & Math.imul(maskWords[w]!, 255);
    counts[x & 255]!++;
    counts[CODES | ((x >>> 8) & 255)]!++;
    counts[2 * CODES + ((x >>> 16) & 255)]!++;
    counts[3 * CODES + (x >>> 24)]!++;
  }
  countTail(codes, mask, words << 2, counts);
}

/**
 * `countWords` with the weights summed too, in row order into one table: each value's sum adds
 * the same weights in the same order as a row by row pass.
 */
function sumWords(
  codes: Uint8Array,
  mask: Uint8Array | null,
  weights: Float64Array,
  counts: Int32Array,
  sums: Float64Array,
): void {
  const { words, codeWords, maskWords } = wordsOf(codes, mask);
  const all = maskWords === null;
  for (let w = 0; w < words; w++) {
    const x = all ? codeWords[w]! : codeWords[w]! & Math.imul(maskWords[w]!, 255);
    const a = x & 255;
    const b = (x >>> 8) & 255;
    const c = (x >>> 16) & 255;
    const d = x >>> 24;
    counts[a]!++;
    counts[CODES | b]!++;
    counts[2 * CODES + c]!++;
    counts[3 * CODES + d]!++;
    const i = w << 2;
    sums[a]! += weights[i]!;
    sums[b]! += weights[i + 1]!;
    sums[c]! += weights[i + 2]!;
    sums[d]! += weights[i + 3]!;
  }
  for (let i = words << 2; i < codes.length; i++) {
    const code = mask === null || mask[i] !== 0 ? codes[i]! : 0;
    counts[code]!++;
    sums[code]! += weights[i]!;
  }
}

/** The given rows (ascending), one at a time, four tables in turn; with weights, summed in row order. */
function countRows(
  codes: Uint8Array,
  rows: Int32Array,
  weights: Float64Array | null,
  counts: Int32Array,
  sums: Float64Array | null,
): void {
  if (weights === null || sums === null) {
    for (let k = 0; k < rows.length; k++) counts[((k & 3) << 8) | codes[rows[k]!]!]!++;
    return;
  }
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const code = codes[i]!;
    counts[((k & 3) << 8) | code]!++;
    sums[code]! += weights[i]!;
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
