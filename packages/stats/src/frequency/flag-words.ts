import { FLAG_EMPTY } from '../dataset/types.ts';

/** A byte per lane: the low bit of each of a word's four bytes. */
export const LOW_BITS = 0x01010101;

/** The low bit of each byte set when any bit of that byte is (the shifts stay within bytes for bit 0). */
export function anyPerByte(word: number): number {
  let folded = word | (word >>> 4);
  folded |= folded >>> 2;
  folded |= folded >>> 1;
  return folded & LOW_BITS;
}

/** How many bytes have their low bit set, for a word holding only low bits. */
export function lanes(lowBits: number): number {
  return Math.imul(lowBits, LOW_BITS) >>> 24;
}

/**
 * One row's flags added to `counts` (1 chosen), without a branch on the data: an unanswered row
 * holds FLAG_EMPTY in every flag, so it adds nothing. 1 when the row answered, else 0.
 */
export function tallyRow(columns: readonly Uint8Array[], i: number, counts: Float64Array): number {
  let answered = 0;
  for (let j = 0; j < columns.length; j++) {
    const flag = columns[j]![i]!;
    answered |= +(flag !== FLAG_EMPTY);
    counts[j]! += +(flag === 1);
  }
  return answered;
}

export interface FlagTallies {
  /** Rows in the mask with each flag chosen. */
  counts: Float64Array;
  /** Rows in the mask with any flag answered (not FLAG_EMPTY). */
  respondents: number;
}

/**
 * Unweighted multiple-choice counts four rows at a time: flags are bytes (1 chosen, 0 not,
 * FLAG_EMPTY = 255 unanswered), read as 32-bit words with the mask's bytes beside them. A byte is
 * a choice when it equals 1, a row answered when the AND of its flags is not 255, and each count
 * adds the lanes that pass. Flags whose bits 1 to 7 are alike (0, 1, 254, 255; the dataset stores
 * 0, 1 and 255) take the cheaper tests of `strictWords`; any other byte, the general ones. Null
 * when a column or the mask does not start on a 4-byte boundary.
 */
export function flagTallies(
  columns: readonly Uint8Array[],
  length: number,
  mask: Uint8Array | null,
): FlagTallies | null {
  if (columns.some((column) => column.byteOffset % 4 !== 0) || (mask !== null && mask.byteOffset % 4 !== 0))
    return null;
  const words = length >>> 2;
  const views = columns.map((column) => new Uint32Array(column.buffer, column.byteOffset, words));
  const maskWords = mask === null ? null : new Uint32Array(mask.buffer, mask.byteOffset, words);
  const counts = new Float64Array(columns.length);
  let respondents = strictWords(views, maskWords, words, counts);
  if (respondents < 0) {
    counts.fill(0);
    respondents = generalWords(views, maskWords, words, counts);
  }
  // The last rows of a length not divisible by four, one by one.
  for (let i = words << 2; i < length; i++) {
    if (mask !== null && mask[i] === 0) continue;
    respondents += tallyRow(columns, i, counts);
  }
  return { counts, respondents };
}

/** The mask's lanes of a word: the low bit of each byte whose row it keeps (any non-zero byte). */
function keptLanes(maskWords: Uint32Array | null, w: number): number {
  return maskWords === null ? LOW_BITS : anyPerByte(maskWords[w]!);
}

/** Any flags: a byte is a choice when XOR 1 leaves no bit, a row answered when the AND is not 255. */
function generalWords(
  views: readonly Uint32Array[],
  maskWords: Uint32Array | null,
  words: number,
  counts: Float64Array,
): number {
  let respondents = 0;
  for (let w = 0; w < words; w++) {
    const keep = keptLanes(maskWords, w);
    let all = -1;
    for (let j = 0; j < views.length; j++) {
      const flags = views[j]![w]!;
      all &= flags;
      counts[j]! += lanes(~anyPerByte(flags ^ LOW_BITS) & keep);
    }
    respondents += lanes(anyPerByte(~all) & keep);
  }
  return respondents;
}

/** Words per block: each byte of a lane counter adds at most 1 per word, so 255 never carry. */
const BLOCK = 255;

/** The four byte counters of a word added up. */
export function byteSum(counter: number): number {
  return (counter & 255) + ((counter >>> 8) & 255) + ((counter >>> 16) & 255) + (counter >>> 24);
}

/**
 * Flags whose bits 1 to 7 are alike (0, 1, 254 and 255; the dataset stores 0, 1 and 255): bit 0
 * without bit 1 is a choice, and the AND of a row's flags is 255 (its complement has neither bit
 * 0 nor 1) only when every one is. A block of words at a time, column by column, with each
 * column's choices added into one word of four byte counters (no float per word). −1 as soon as a
 * byte is anything else, for `generalWords`.
 */
function strictWords(
  views: readonly Uint32Array[],
  maskWords: Uint32Array | null,
  words: number,
  counts: Float64Array,
): number {
  const keep = new Int32Array(BLOCK);
  const all = new Int32Array(BLOCK);
  let respondents = 0;
  for (let start = 0; start < words; start += BLOCK) {
    const size = Math.min(BLOCK, words - start);
    for (let b = 0; b < size; b++) {
      keep[b] = keptLanes(maskWords, start + b);
      all[b] = -1;
    }
    for (let j = 0; j < views.length; j++) {
      const view = views[j]!;
      let chosen = 0;
      let mixed = 0;
      for (let b = 0; b < size; b++) {
        const flags = view[start + b]!;
        all[b]! &= flags;
        chosen += flags & ~(flags >>> 1) & keep[b]!;
        mixed |= flags ^ (flags >>> 1);
      }
      if ((mixed & 0x7e7e7e7e) !== 0) return -1;
      counts[j]! += byteSum(chosen);
    }
    let answered = 0;
    for (let b = 0; b < size; b++) {
      const unanswered = ~all[b]!;
      answered += (unanswered | (unanswered >>> 1)) & keep[b]!;
    }
    respondents += byteSum(answered);
  }
  return respondents;
}

/**
 * How many rows are kept by the mask (any non-zero byte) and, given `ones` (bytes 0 or 1), have a
 * 1 there: four rows a word, into byte counters that a block of 255 words never carries.
 */
export function keptOnes(mask: Uint8Array, ones: Uint8Array | null = null): number {
  const length = ones === null ? mask.length : Math.min(ones.length, mask.length);
  const aligned = mask.byteOffset % 4 === 0 && (ones === null || ones.byteOffset % 4 === 0);
  const words = aligned ? length >>> 2 : 0;
  const maskWords = words === 0 ? new Uint32Array(0) : new Uint32Array(mask.buffer, mask.byteOffset, words);
  const oneWords = ones === null || words === 0 ? null : new Uint32Array(ones.buffer, ones.byteOffset, words);
  let total = 0;
  for (let start = 0; start < words; start += BLOCK) {
    const end = Math.min(words, start + BLOCK);
    let counters = 0;
    if (oneWords === null) for (let w = start; w < end; w++) counters += anyPerByte(maskWords[w]!);
    else for (let w = start; w < end; w++) counters += oneWords[w]! & anyPerByte(maskWords[w]!);
    total += byteSum(counters);
  }
  for (let i = words << 2; i < length; i++) total += (ones === null ? 1 : ones[i]!) & +(mask[i] !== 0);
  return total;
}
