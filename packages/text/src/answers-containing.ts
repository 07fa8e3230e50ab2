import { normalizeWord } from './normalize.ts';
import { phrasesOf, type TokenCache, tokenize } from './tokens.ts';
import type { RowOptions, TokenOptions } from './types.ts';

export interface AnswerHit {
  row: number;
  /** [start, end) UTF-16 offsets into the original answer text, in order. */
  ranges: [number, number][];
}

export interface AnswersContainingOptions extends TokenOptions, Pick<RowOptions, 'mask'> {}

/**
 * The answers that contain a word or two-word phrase of the cloud (as wordCounts spells it), with
 * where it stands in each, for the click-a-word view. Rows in mask order, ascending.
 */
export function answersContaining(
  texts: readonly (string | null)[],
  word: string,
  options: AnswersContainingOptions,
): AnswerHit[] {
  const wanted = normalizeWord(word);
  const hits: AnswerHit[] = [];
  const cache: TokenCache = new Map();
  for (let row = 0; row < texts.length; row++) {
    const text = texts[row];
    if (text == null || (options.mask && options.mask[row] === 0)) continue;
    const tokens = tokenize(text, options, cache);
    const ranges: [number, number][] = [];
    for (const token of tokens) if (token.word === wanted) ranges.push([token.start, token.end]);
    if (ranges.length === 0)
      for (const phrase of phrasesOf(tokens))
        if (phrase.word === wanted) ranges.push([phrase.start, phrase.end]);
    if (ranges.length > 0) hits.push({ row, ranges });
  }
  return hits;
}
