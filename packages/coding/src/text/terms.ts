import type { Segment } from '../types.ts';
import { EMPTY_WORDS, GENERIC_WORDS, NEGATIONS, STOP_WORDS } from './stop-words.ts';

/** Weighted terms of one text: term → weight (a term frequency, before IDF). */
export type Terms = Map<string, number>;

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const CLAUSE = /[,.;:!?，。；：！？、\n]+|\s(?:and|but|und)\s|[又但还也](?=\p{Script=Han})/u;

/**
 * Character bigrams and single characters of Chinese runs are added beside the segmenter's words:
 * segmenters disagree (ICU cuts 客服 into 客|服, jieba keeps it), and the short answers of a survey
 * often carry their point in one character (快, 慢, 贵). Their weight is lower than a word's.
 */
const BIGRAM_WEIGHT = 0.6;
const CHAR_WEIGHT = 0.4;
const NEGATED_PLAIN_WEIGHT = 0.5;

/** A light English stemmer: enough to meet "prices"/"price", "crashes"/"crash", "delayed"/"delay". */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

/** The segmenter's words, lower-cased, punctuation dropped. */
export function words(text: string, segment: Segment): string[] {
  const out: string[] = [];
  for (const raw of segment(text.normalize('NFKC').toLowerCase())) {
    const word = raw.trim();
    if (word !== '' && WORD_CHAR.test(word)) out.push(word);
  }
  return out;
}

/**
 * True when the text has words but none with a topic: "无", "没有意见", "N/A", "All good", or
 * only punctuation ("/", "-"). A blank text is not "nothing": there is no answer to code.
 */
export function saysNothing(text: string, segment: Segment): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  const normalized = trimmed.normalize('NFKC').toLowerCase();
  if (EMPTY_WORDS.has(normalized)) return true;
  const list = words(trimmed, segment);
  return list.every(
    (word) =>
      STOP_WORDS.has(word) ||
      EMPTY_WORDS.has(word) ||
      GENERIC_WORDS.has(word) ||
      (HAN.test(word) && [...word].every((ch) => STOP_WORDS.has(ch) || EMPTY_WORDS.has(ch))),
  );
}

function add(terms: Terms, term: string, weight: number): void {
  terms.set(term, (terms.get(term) ?? 0) + weight);
}

function hanGrams(terms: Terms, text: string): void {
  for (const match of text.matchAll(HAN_RUN)) {
    const run = [...match[0]];
    for (let i = 0; i < run.length; i++) {
      const ch = run[i]!;
      if (!STOP_WORDS.has(ch) && !EMPTY_WORDS.has(ch)) add(terms, ch, CHAR_WEIGHT);
      const next = run[i + 1];
      if (next === undefined) continue;
      const gram = ch + next;
      // A bigram of two function characters (的了, 很太) carries nothing.
      if (STOP_WORDS.has(ch) && STOP_WORDS.has(next)) continue;
      if (!STOP_WORDS.has(gram) && !EMPTY_WORDS.has(gram)) add(terms, gram, BIGRAM_WEIGHT);
    }
  }
}

/** The weighted terms of a text: content words (stemmed, negation marked) and Chinese n-grams. */
export function termsOf(text: string, segment: Segment): Terms {
  const terms: Terms = new Map();
  let negate = false;
  for (const word of words(text, segment)) {
    if (NEGATIONS.has(word)) {
      negate = true;
      continue;
    }
    if (STOP_WORDS.has(word) || EMPTY_WORDS.has(word)) continue;
    if (HAN.test(word)) {
      // Chinese words also come in as n-grams below; a word of one character is one of them.
      if ([...word].length > 1) add(terms, word, 1);
      continue;
    }
    const stemmed = stem(word);
    if (negate) {
      add(terms, `not ${stemmed}`, 1);
      add(terms, stemmed, NEGATED_PLAIN_WEIGHT);
    } else add(terms, stemmed, 1);
    negate = false;
  }
  hanGrams(terms, text.normalize('NFKC'));
  return terms;
}

/**
 * The clauses of an answer, split at punctuation and at "and"/"but" (又, 但, 还, 也 in Chinese):
 * an answer with two points ("快递快，价格便宜") is scored clause by clause as well, so the second
 * point is not drowned by the first.
 */
export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/**
 * The terms of a text that may name a drafted code: words (Chinese words of two or more
 * characters, English stems of three or more letters) and Chinese bigrams of two content
 * characters. Single characters, negated words and topic-less praise ("很好", "good") are left to
 * the similarity, not to labels.
 */
export function keywordsOf(text: string, segment: Segment): Set<string> {
  const out = new Set<string>();
  const content = (term: string) =>
    !STOP_WORDS.has(term) && !EMPTY_WORDS.has(term) && !GENERIC_WORDS.has(term) && !NEGATIONS.has(term);
  for (const word of words(text, segment)) {
    if (!content(word)) continue;
    if (HAN.test(word)) {
      if ([...word].length > 1) out.add(word);
    } else if (word.length >= 3 && !/^\d+$/.test(word)) out.add(stem(word));
  }
  for (const match of text.normalize('NFKC').matchAll(HAN_RUN)) {
    const run = [...match[0]];
    for (let i = 0; i + 1 < run.length; i++) {
      const gram = run[i]! + run[i + 1]!;
      if (content(run[i]!) && content(run[i + 1]!) && content(gram) && !NEGATIONS.has(run[i]!)) out.add(gram);
    }
  }
  return out;
}
