import { joinPhrase, type Normalized, normalizeToken, toHalfWidth } from './normalize.ts';
import type { TokenOptions } from './types.ts';

/** A counted word of one answer, with its place in the answer (UTF-16 offsets, end exclusive). */
export interface Token {
  word: string;
  start: number;
  end: number;
  /** True when the token before it in the answer was also a counted word (they form a phrase). */
  joined: boolean;
}

const BLANK = /^\s*$/u;

/**
 * Pieces already normalised and checked against the stop words (null: not counted). Answers to
 * one question share most of their words, and the Unicode regular expressions of normalisation
 * were two thirds of a word cloud's time before this cache. Valid for one set of stop words.
 */
export type TokenCache = Map<string, Normalized | null>;

function counted(piece: string, stopWords: ReadonlySet<string>, cache: TokenCache | undefined) {
  let normal = cache?.get(piece);
  if (normal !== undefined) return normal;
  normal = normalizeToken(piece);
  if (normal !== null && stopWords.has(normal.word)) normal = null;
  cache?.set(piece, normal);
  return normal;
}

/** Most pieces start with a letter or a Han character: those skip the regular expression. */
function isBlank(piece: string): boolean {
  const first = piece.charCodeAt(0);
  if (first > 0x20 && first < 0x2000 && first !== 0xa0) return false;
  if (first >= 0x3400 && first !== 0x3000 && first < 0xfeff) return false;
  return BLANK.test(piece);
}

/**
 * The counted words of one answer, in order. A stop word, punctuation or a dropped token between
 * two words breaks a phrase; whitespace alone does not ("customer service").
 */
export function tokenize(text: string, { segment, stopWords }: TokenOptions, cache?: TokenCache): Token[] {
  const half = toHalfWidth(text);
  const tokens: Token[] = [];
  let cursor = 0;
  let previousKept = false;
  for (const piece of segment(half)) {
    if (piece === '') continue;
    let at = half.startsWith(piece, cursor) ? cursor : half.indexOf(piece, cursor);
    if (at < 0) at = cursor;
    // Characters the segmenter skipped break a phrase unless they are blank.
    if (at > cursor && !isBlank(half.slice(cursor, at))) previousKept = false;
    cursor = at + piece.length;
    if (isBlank(piece)) continue;
    const normal = counted(piece, stopWords, cache);
    if (normal === null) {
      previousKept = false;
      continue;
    }
    const start = at + normal.lead;
    tokens.push({ word: normal.word, start, end: start + normal.length, joined: previousKept });
    previousKept = true;
  }
  return tokens;
}

/** The two-word phrases of an answer's tokens, with the span of both words. */
export function phrasesOf(tokens: readonly Token[]): Token[] {
  const phrases: Token[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const second = tokens[i]!;
    if (!second.joined) continue;
    const first = tokens[i - 1]!;
    phrases.push({
      word: joinPhrase(first.word, second.word),
      start: first.start,
      end: second.end,
      joined: false,
    });
  }
  return phrases;
}
