export { type AnswerHit, type AnswersContainingOptions, answersContaining } from './answers-containing.ts';
export { intlSegment } from './intl-segment.ts';
export { joinPhrase, normalizeToken, normalizeWord, toHalfWidth } from './normalize.ts';
export { KEPT_WORDS, type StopWordLanguage, stopWordSet } from './stop-words.ts';
export { type TagRule, tagByRule, tagLists, termRanges } from './tag-rules.ts';
export {
  buildTokenIndex,
  countIndex,
  type IndexCountOptions,
  type IndexCounts,
  indexHits,
  type TokenIndex,
} from './token-index.ts';
export { phrasesOf, type Token, type TokenCache, tokenize } from './tokens.ts';
export type { RowOptions, Segment, TokenOptions } from './types.ts';
export { type WordCount, type WordCountOptions, type WordCounts, wordCounts } from './word-counts.ts';
