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
 * adds the lanes that pass. Null when a column or the mask does not start on a 4-byte boundary.
 */
export function flagTallies(
  columns: readonly Uint8Array[],
  length: number,
  mask: Uint8Array | null,
): FlagTallies | null {
  if (columns.some((column) => column.byteOffset % 4 !== 0) || (mask !== null && mask.byteOffset % 4 !== 0))
    return null;
  const k = columns.length;
  const words = length >>> 2;
  const views = columns.map((column) => new Uint32Array(column.buffer, column.byteOffset, words));
  const maskWords = mask === null ? null : new Uint32Array(mask.buffer, mask.byteOffset, words);
  const counts = new Float64Array(k);
  let respondents = 0;
  for (let w = 0; w < words; w++) {
    const keep = maskWords === null ? LOW_BITS : anyPerByte(maskWords[w]!);
    let all = -1;
    for (let j = 0; j < k; j++) {
      const flags = views[j]![w]!;
      all &= flags;
      // A byte equal to 1 is zero after XOR with 1: no bit left in its lane.
      counts[j]! += lanes(~anyPerByte(flags ^ LOW_BITS) & keep);
    }
    respondents += lanes(anyPerByte(~all) & keep);
  }
  // The last rows of a length not divisible by four, one by one.
  for (let i = words << 2; i < length; i++) {
    if (mask !== null && mask[i] === 0) continue;
    respondents += tallyRow(columns, i, counts);
  }
  return { counts, respondents };
}
