import { normalizeWord, toHalfWidth } from './normalize.ts';

export interface TagRule {
  tag: string;
  /** The answer gets the tag when it contains any of these words or phrases. */
  anyOf: readonly string[];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const HAN = /\p{Script=Han}/u;

/**
 * Whether `term` stands in `text` (both normalised). Chinese has no spaces to mark a word's
 * edges, so a term with Han characters matches anywhere; a Latin one only as a whole word, so
 * "art" does not tag "start".
 */
function contains(text: string, term: string): boolean {
  if (term === '') return false;
  const whole = !HAN.test(term);
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (!whole) return true;
    const before = text[at - 1];
    const after = text[at + term.length];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after)))
      return true;
  }
  return false;
}

/**
 * The tags of each answer by rule, in rule order, each once; null for an unanswered (null or
 * blank) answer, which a tag variable keeps apart from an answer with no tag.
 */
export function tagByRule(texts: readonly (string | null)[], rules: readonly TagRule[]): (string[] | null)[] {
  const normalRules = rules.map(({ tag, anyOf }) => ({ tag, terms: anyOf.map(normalizeWord) }));
  return texts.map((text) => {
    if (text == null || text.trim() === '') return null;
    const normal = toHalfWidth(text).toLowerCase();
    const tags: string[] = [];
    for (const { tag, terms } of normalRules)
      if (!tags.includes(tag) && terms.some((term) => contains(normal, term))) tags.push(tag);
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
