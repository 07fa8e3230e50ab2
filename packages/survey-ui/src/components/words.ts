import type { Lang } from '@cairn/core';

export interface Token {
  text: string;
  start: number;
  end: number;
  /** Words can be marked; spaces and punctuation cannot. */
  isWord: boolean;
}

/**
 * The passage cut into words with their UTF-16 offsets (what core's marks count). Intl.Segmenter
 * knows Chinese words; without it, Latin words are runs of letters and each Han character stands
 * alone.
 */
export function tokenize(passage: string, lang: Lang): Token[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    const segmenter = new Segmenter(lang === 'en' ? 'en' : 'zh', { granularity: 'word' });
    return [...segmenter.segment(passage)].map((part) => ({
      text: part.segment,
      start: part.index,
      end: part.index + part.segment.length,
      isWord: part.isWordLike === true,
    }));
  }
  const tokens: Token[] = [];
  for (const match of passage.matchAll(/[\p{L}\p{N}'’-]+|[^\p{L}\p{N}]+/gu)) {
    const text = match[0];
    const start = match.index ?? 0;
    const isWord = /[\p{L}\p{N}]/u.test(text);
    if (isWord && /\p{Script=Han}/u.test(text)) {
      let offset = start;
      for (const char of text) {
        tokens.push({ text: char, start: offset, end: offset + char.length, isWord: true });
        offset += char.length;
      }
    } else tokens.push({ text, start, end: start + text.length, isWord });
  }
  return tokens;
}
