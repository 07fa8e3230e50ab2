import type { CodedValues } from '../dataset/value-codes.ts';
import { type FrequencyInput, readsMask } from './common.ts';
import { anyPerByte, byteSum, LOW_BITS } from './flag-words.ts';
import { LITTLE_ENDIAN } from './value-histogram.ts';

/** Words per block: a byte counter adds at most 1 per word, so 255 words never carry. */
const BLOCK = 255;

export interface Respondents {
  /** Selected rows with a value in any of the columns. */
  respondents: number;
  /** Their weights summed in row order (equal to `respondents` unweighted). */
  base: number;
}

/**
 * The selected rows that answered any of several coded columns (a ranking's items): over a mask,
 * four rows a step, ORing the columns' code words (a row answered when its byte is not 0) and
 * keeping the mask's lanes (RowMask: bytes 0 or 1); over a few kept rows, row by row. Weights are
 * added in row order.
 */
export function codedRespondents(
  columns: readonly CodedValues[],
  length: number,
  input: FrequencyInput,
): Respondents {
  const weights = input.weights ?? null;
  const mask = input.mask ?? null;
  const codes = columns.map((column) => column.codes);
  if (!readsMask(input, length) && input.rows != null) return byRows(codes, input.rows, weights);
  const aligned = codes.every((c) => c.byteOffset % 4 === 0) && (mask === null || mask.byteOffset % 4 === 0);
  const words = aligned && LITTLE_ENDIAN ? length >>> 2 : 0;
  const views = codes.map((c) =>
    words === 0 ? new Uint32Array(0) : new Uint32Array(c.buffer, c.byteOffset, words),
  );
  const maskWords =
    mask === null || words === 0 ? null : new Uint32Array(mask.buffer, mask.byteOffset, words);
  let respondents = 0;
  let base = 0;
  // A block of words at a time, column by column (one typed array per inner loop) ORed into
  // `any`; then the block's answered lanes, added into a word of four byte counters (a block of
  // 255 words never carries), or with weights, lane by lane in row order.
  const any = new Int32Array(BLOCK);
  for (let start = 0; start < words; start += BLOCK) {
    const size = Math.min(BLOCK, words - start);
    any.fill(0, 0, size);
    // Four columns per loop (the last one again where fewer are left: ORing it twice changes nothing).
    for (let c = 0; c < views.length; c += 4) {
      const v0 = views[c]!;
      const v1 = views[Math.min(c + 1, views.length - 1)]!;
      const v2 = views[Math.min(c + 2, views.length - 1)]!;
      const v3 = views[Math.min(c + 3, views.length - 1)]!;
      for (let b = 0, w = start; b < size; b++, w++) any[b]! |= v0[w]! | v1[w]! | v2[w]! | v3[w]!;
    }
    let counters = 0;
    for (let b = 0; b < size; b++) {
      const w = start + b;
      const answered = anyPerByte(any[b]!) & (maskWords === null ? LOW_BITS : maskWords[w]!);
      counters += answered;
      if (weights !== null && answered !== 0) {
        const i = w << 2;
        if (answered & 1) base += weights[i]!;
        if (answered & 0x100) base += weights[i + 1]!;
        if (answered & 0x10000) base += weights[i + 2]!;
        if (answered & 0x1000000) base += weights[i + 3]!;
      }
    }
    respondents += byteSum(counters);
  }
  for (let i = words << 2; i < length; i++) {
    if (mask !== null && mask[i] === 0) continue;
    if (!codes.some((c) => c[i] !== 0)) continue;
    respondents++;
    if (weights !== null) base += weights[i]!;
  }
  return { respondents, base: weights === null ? respondents : base };
}

function byRows(codes: readonly Uint8Array[], rows: Int32Array, weights: Float64Array | null): Respondents {
  let respondents = 0;
  let base = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    let any = 0;
    for (let c = 0; c < codes.length; c++) any |= codes[c]![i]!;
    if (any === 0) continue;
    respondents++;
    if (weights !== null) base += weights[i]!;
  }
  return { respondents, base: weights === null ? respondents : base };
}
