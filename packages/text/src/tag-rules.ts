import { normalizeWord, toHalfWidth } from './normalize.ts';

export interface TagRule {
  tag: string;
  /** The answer gets the tag when it contains any of these words or phrases (all of them with `match: 'all'`). */
  anyOf: readonly string[];
  match?: 'any' | 'all';
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;

/**
 * Whether `term` stands in `text` (both normalised). Chinese has no spaces to mark a word's
 * edges, so a term with Han characters matches anywhere; a Latin one only as a whole word, so
 * "art" does not tag "start".
 */
function* occurrences(text: string, term: string): Generator<number> {
  if (term === '') return;
  const whole = !HAN.test(term);
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (!whole) {
      yield at;
      continue;
    }
    const before = text[at - 1];
    const after = text[at + term.length];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after)))
      yield at;
  }
}

function contains(text: string, term: string): boolean {
  return !occurrences(text, term).next().done;
}

/** Half-width and lower case; one UTF-16 unit per unit where the locale allows, so offsets carry over. */
function comparable(text: string): string {
  return toHalfWidth(text).toLowerCase();
}

/**
 * Where a rule's words stand in an answer, as [start, end) offsets in order, overlaps merged, for
 * highlighting the answers of a tag.
 */
export function termRanges(text: string, words: readonly string[]): [number, number][] {
  const normal = comparable(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const term = normalizeWord(word);
    for (const at of occurrences(normal, term)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * The tags of each answer by rule, in rule order, each once; null for an unanswered (null or
 * blank) answer, which a tag variable keeps apart from an answer with no tag.
 */
export function tagByRule(texts: readonly (string | null)[], rules: readonly TagRule[]): (string[] | null)[] {
  const normalRules = rules.map(({ tag, anyOf, match }) => ({
    tag,
    all: match === 'all',
    terms: anyOf.map(normalizeWord).filter((term) => term !== ''),
  }));
  return texts.map((text) => {
    if (text == null || text.trim() === '') return null;
    const normal = comparable(text);
    const tags: string[] = [];
    const has = (term: string) => contains(normal, term);
    for (const { tag, all, terms } of normalRules)
      if (!tags.includes(tag) && terms.length > 0 && (all ? terms.every(has) : terms.some(has)))
        tags.push(tag);
    return tags;
  });
}

/**
 * Tags as the texts the cross engine's listVariable takes (separator-joined; null stays null).
 * A tag holding the separator would split in two there, so it is refused.
 */
export function tagLists(tags: readonly (readonly string[] | null)[], separator = '; '): (string | null)[] {
  const cut = separator.trim() || separator;
  return tags.map((list) => {
    if (list === null) return null;
    for (const tag of list)
      if (tag.includes(cut)) throw new Error(`Tag "${tag}" contains the separator "${cut}"`);
    return list.join(separator);
  });
}
