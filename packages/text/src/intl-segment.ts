import type { Segment } from './types.ts';

/**
 * A Segment from Intl.Segmenter (no native code, no dictionary). Measured weaker than jieba on
 * Chinese survey words (性价比 → 性|价|比高, 客服 → 客|服) and with no user dictionary, so it is
 * the fallback where jieba cannot load, not the default; see README.
 */
export function intlSegment(locale = 'zh'): Segment {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return (text) => Array.from(segmenter.segment(text), (part) => part.segment);
}
