/**
 * Splits a text into tokens that, joined, give the text back (jieba's `cut` and Intl.Segmenter
 * both do); whitespace and punctuation may be tokens of their own. Offsets of highlights are
 * found from this partition, so a segmenter that drops characters still works but is slower.
 * The same shape as @cairn/coding's Segment, so one jieba instance can serve both.
 */
export type Segment = (text: string) => string[];

export interface TokenOptions {
  segment: Segment;
  /** Normalised stop words (see stopWordSet). */
  stopWords: ReadonlySet<string>;
}

/** Rows to count: mask[i] = 0 leaves row i out (the active filter); null or absent: every row. */
export interface RowOptions {
  mask?: Uint8Array | null;
  /** Weight of each row; null or absent: 1. Rows whose weight is not > 0 are left out. */
  weights?: Float64Array | null;
}
