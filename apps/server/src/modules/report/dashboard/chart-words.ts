import { buildTokenIndex, stopWordSet, type TokenIndex } from '@cairn/text';
import { jiebaSegment } from '@cairn/text/jieba';
import type { WordcloudTextSettings } from '../engine/wordcloud-compute.ts';

/** A token index of some answers, segmented as the word cloud's (same stop words and user dictionary). */
export function buildIndex(texts: readonly (string | null)[], settings: WordcloudTextSettings): TokenIndex {
  return buildTokenIndex(texts, {
    segment: jiebaSegment(settings.userWords),
    stopWords: stopWordSet(['zh', 'en'], settings.stopWords),
  });
}
