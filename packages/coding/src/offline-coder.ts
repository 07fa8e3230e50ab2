import { assign } from './assign.ts';
import { draftFrame } from './draft-frame.ts';
import type { Coder, Segment } from './types.ts';

export interface OfflineCoderOptions {
  /** Word segmentation: jieba on the server, `Intl.Segmenter` in tests. */
  segment: Segment;
}

/**
 * The coder that needs no network: TF-IDF over the answers, keyword clustering for drafts,
 * similarity to each code's label, keywords and examples for coding. Synchronous work behind the
 * async interface, so callers run it in a worker thread for large sets.
 */
export function createOfflineCoder({ segment }: OfflineCoderOptions): Coder {
  return {
    draftFrame: async (answers, options) => draftFrame(answers, segment, options),
    code: async (answers, frame, options) => assign(answers, frame, segment, options),
  };
}

/** `Intl.Segmenter` words, the segmentation used where jieba is not loaded. */
export function intlSegment(locale = 'zh'): Segment {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return (text) => {
    const out: string[] = [];
    for (const part of segmenter.segment(text)) if (part.isWordLike) out.push(part.segment);
    return out;
  };
}
