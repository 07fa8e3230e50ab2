/**
 * Token normalisation shared by counting, highlighting and tag rules, so a word counted in the
 * cloud is the same word found when it is clicked.
 */

/**
 * Full-width ASCII (U+FF01–FF5E) and the ideographic space to their half-width forms. One UTF-16
 * unit in, one out: offsets into the result are offsets into the original, which highlights need.
 */
export function toHalfWidth(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const mapped = code >= 0xff01 && code <= 0xff5e ? code - 0xfee0 : code === 0x3000 ? 0x20 : -1;
    if (mapped < 0) continue;
    out += text.slice(from, i) + String.fromCharCode(mapped);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const EDGE_PUNCT = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;
const NUMBERS_ONLY = /^[\p{N}.,%+-]+$/u;
const SINGLE_LATIN = /^\p{Script=Latin}$/u;

/** Lower case, half-width, edge punctuation trimmed; the trimmed span within the token. */
export interface Normalized {
  word: string;
  /** UTF-16 offset of the kept part within the token. */
  lead: number;
  /** UTF-16 length of the kept part within the token. */
  length: number;
}

/**
 * A token as counted, or null when it is not a word: empty after trimming punctuation, numbers
 * only ("5", "3.5%"), or a single Latin letter ("a", "x").
 */
export function normalizeToken(token: string): Normalized | null {
  const half = toHalfWidth(token);
  const trimmedStart = half.replace(/^[\p{P}\p{S}\s]+/u, '');
  const lead = half.length - trimmedStart.length;
  const trimmed = trimmedStart.replace(EDGE_PUNCT, '');
  if (trimmed === '' || NUMBERS_ONLY.test(trimmed) || SINGLE_LATIN.test(trimmed)) return null;
  return { word: trimmed.toLowerCase(), lead, length: trimmed.length };
}

/** A stop word or user word as it is compared: half-width, lower case, trimmed. */
export function normalizeWord(word: string): string {
  return toHalfWidth(word).trim().toLowerCase();
}

const LATIN_EDGE = /[\p{Script=Latin}\p{N}]/u;

/**
 * The text of a two-word phrase: words of Latin script joined by a space ("customer service"),
 * Chinese ones without ("服务态度").
 */
export function joinPhrase(first: string, second: string): string {
  const spaced = LATIN_EDGE.test(first.slice(-1)) && LATIN_EDGE.test(second.slice(0, 1));
  return spaced ? `${first} ${second}` : first + second;
}
