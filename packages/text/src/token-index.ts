import { joinPhrase, normalizeWord } from './normalize.ts';
import { type TokenCache, tokenize } from './tokens.ts';
import type { RowOptions, TokenOptions } from './types.ts';
import type { WordCount } from './word-counts.ts';

/**
 * The counted words of every answer of one column, segmented once and kept as flat typed arrays
 * (word ids and offsets), so a word cloud under another filter or weighting, or the answers of a
 * clicked word, need no second segmentation: the report worker keeps one per column and settings.
 * Counting from it gives what wordCounts gives from the texts.
 */
export interface TokenIndex {
  /** Distinct words; ids index it. */
  vocab: string[];
  /** Row r's tokens are positions rowStart[r] … rowStart[r + 1] − 1. */
  rowStart: Int32Array;
  word: Int32Array;
  start: Int32Array;
  end: Int32Array;
  /** 1 when the token before it in the answer was also a counted word (they form a phrase). */
  joined: Uint8Array;
  /** 1 for a non-blank answer (in the base), 0 for a blank or missing one. */
  answered: Uint8Array;
}

/** Marks that end a clause: sentence and clause punctuation, full-width and ASCII, and line breaks. */
const CLAUSE_END = /[，。！？；、,!?;\n]/gu;

export function buildTokenIndex(
  texts: readonly (string | null | undefined)[],
  options: TokenOptions,
): TokenIndex {
  const ids = new Map<string, number>();
  const vocab: string[] = [];
  const rowStart = new Int32Array(texts.length + 1);
  const answered = new Uint8Array(texts.length);
  let capacity = Math.max(16, texts.length * 8);
  let word = new Int32Array(capacity);
  let start = new Int32Array(capacity);
  let end = new Int32Array(capacity);
  let joined = new Uint8Array(capacity);
  let size = 0;
  const cache: TokenCache = new Map();
  // Open answers repeat whole clauses ("物流太慢了", "没有", "good service"): a clause is segmented
  // once. Splitting at these marks changes nothing: jieba never joins across them, and a
  // punctuation token always breaks a phrase (tokens.ts).
  // Where a clause's tokens were first written (and its offset there), not the tokens
  // themselves: kept Token objects would survive into the old generation, and collecting them
  // cost more than the reuse saved.
  const clauses = new Map<string, { at: number; count: number; offset: number }>();
  const room = (count: number) => {
    if (size + count <= capacity) return;
    capacity = Math.max(capacity * 2, size + count);
    word = grow(word, capacity);
    start = grow(start, capacity);
    end = grow(end, capacity);
    joined = grow(joined, capacity);
  };
  for (let row = 0; row < texts.length; row++) {
    rowStart[row] = size;
    const text = texts[row];
    if (text == null || text.trim() === '') continue;
    answered[row] = 1;
    let from = 0;
    while (from < text.length) {
      CLAUSE_END.lastIndex = from;
      const mark = CLAUSE_END.exec(text);
      const to = mark ? mark.index + 1 : text.length;
      const clause = text.slice(from, to);
      const before = clauses.get(clause);
      if (before !== undefined) {
        room(before.count);
        const shift = from - before.offset;
        for (let i = before.at; i < before.at + before.count; i++) {
          word[size] = word[i]!;
          start[size] = start[i]! + shift;
          end[size] = end[i]! + shift;
          joined[size] = joined[i]!;
          size++;
        }
      } else {
        const tokens = tokenize(clause, options, cache);
        clauses.set(clause, { at: size, count: tokens.length, offset: from });
        room(tokens.length);
        for (const token of tokens) {
          let id = ids.get(token.word);
          if (id === undefined) {
            id = vocab.length;
            vocab.push(token.word);
            ids.set(token.word, id);
          }
          word[size] = id;
          start[size] = token.start + from;
          end[size] = token.end + from;
          joined[size] = token.joined ? 1 : 0;
          size++;
        }
      }
      from = to;
    }
  }
  rowStart[texts.length] = size;
  return {
    vocab,
    rowStart,
    word: word.slice(0, size),
    start: start.slice(0, size),
    end: end.slice(0, size),
    joined: joined.slice(0, size),
    answered,
  };
}

function grow<T extends Int32Array | Uint8Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
}

export interface IndexCountOptions extends RowOptions {
  phrases: boolean;
  /** Words (normalised) and phrases left out of the ranking. */
  excluded?: ReadonlySet<string>;
  /** Most words (and, separately, most phrases) returned. */
  limit: number;
}

export interface IndexCounts {
  words: WordCount[];
  phrases: WordCount[];
  base: number;
  baseRows: number;
}

interface Tallies {
  count: Float64Array;
  answers: Float64Array;
  rows: Int32Array;
  lastRow: Int32Array;
}

const tallies = (n: number): Tallies => ({
  count: new Float64Array(n),
  answers: new Float64Array(n),
  rows: new Int32Array(n),
  lastRow: new Int32Array(n).fill(-1),
});

function add(t: Tallies, id: number, row: number, weight: number): void {
  t.count[id]! += weight;
  if (t.lastRow[id] !== row) {
    t.lastRow[id] = row;
    t.answers[id]! += weight;
    t.rows[id]! += 1;
  }
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function ranked(
  texts: readonly string[],
  t: Tallies,
  base: number,
  limit: number,
  excluded: ReadonlySet<string> | undefined,
): WordCount[] {
  const list: WordCount[] = [];
  for (let id = 0; id < texts.length; id++) {
    if (t.rows[id] === 0 || excluded?.has(texts[id]!)) continue;
    const answers = t.answers[id]!;
    list.push({
      text: texts[id]!,
      count: t.count[id]!,
      answers,
      rows: t.rows[id]!,
      percent: base > 0 ? (answers / base) * 100 : 0,
    });
  }
  // The order wordCounts ranks in: count, then answers, then code-point order.
  list.sort((a, b) => b.count - a.count || b.answers - a.answers || byCodePoint(a.text, b.text));
  return list.slice(0, Math.max(0, limit));
}

/** Words and two-word phrases ranked by count, through a mask and weights, from an index. */
export function countIndex(index: TokenIndex, options: IndexCountOptions): IndexCounts {
  const { mask, weights, excluded, limit } = options;
  const { vocab, rowStart, word, answered } = index;
  const words = tallies(vocab.length);
  const pairs = options.phrases ? phrasesOf(index) : null;
  const phrases = tallies(pairs?.texts.length ?? 0);
  let base = 0;
  let baseRows = 0;
  const rows = answered.length;
  for (let row = 0; row < rows; row++) {
    if (answered[row] === 0 || (mask && mask[row] === 0)) continue;
    const weight = weights ? weights[row]! : 1;
    if (!(weight > 0)) continue;
    base += weight;
    baseRows += 1;
    const to = rowStart[row + 1]!;
    if (pairs === null) {
      for (let at = rowStart[row]!; at < to; at++) add(words, word[at]!, row, weight);
      continue;
    }
    const { phrase } = pairs;
    for (let at = rowStart[row]!; at < to; at++) {
      add(words, word[at]!, row, weight);
      const id = phrase[at]!;
      if (id >= 0) add(phrases, id, row, weight);
    }
  }
  return {
    words: ranked(vocab, words, base, limit, excluded),
    phrases: pairs ? ranked(pairs.texts, phrases, base, limit, excluded) : [],
    base,
    baseRows,
  };
}

/** Each token's phrase (with the word before it) as an id into `texts`, −1 when not joined. */
interface IndexPhrases {
  phrase: Int32Array;
  texts: string[];
}

/**
 * An index's phrases, numbered once and kept with it (the index is immutable and held while its
 * column is unchanged): counting under each filter then adds by id instead of looking every
 * joined pair up in a map, which was most of a count over a large column.
 */
const phraseCache = new WeakMap<TokenIndex, IndexPhrases>();

function phrasesOf(index: TokenIndex): IndexPhrases {
  const held = phraseCache.get(index);
  if (held) return held;
  const { vocab, word, joined } = index;
  // A pair of word ids (a × V + b) fits a double exactly.
  const pairIds = new Map<number, number>();
  const texts: string[] = [];
  const phrase = new Int32Array(word.length).fill(-1);
  for (let at = 1; at < word.length; at++) {
    if (joined[at] === 0) continue;
    const key = word[at - 1]! * vocab.length + word[at]!;
    let id = pairIds.get(key);
    if (id === undefined) {
      id = texts.length;
      pairIds.set(key, id);
      texts.push(joinPhrase(vocab[word[at - 1]!]!, vocab[word[at]!]!));
    }
    phrase[at] = id;
  }
  const made = { phrase, texts };
  phraseCache.set(index, made);
  return made;
}

/**
 * The rows (ascending) whose answer contains a word or phrase as the cloud spells it, with where
 * it stands: a word's own occurrences, else those of the phrase (as answersContaining finds them).
 */
export function indexHits(
  index: TokenIndex,
  text: string,
  mask?: Uint8Array | null,
): { row: number; ranges: [number, number][] }[] {
  const wanted = normalizeWord(text);
  const { vocab, rowStart, word, start, end, joined, answered } = index;
  const wordId = vocab.indexOf(wanted);
  // Phrase texts are made only for pairs whose first word can begin the wanted text.
  const pairMatch = new Map<number, boolean>();
  const isPhrase = (a: number, b: number): boolean => {
    const key = a * vocab.length + b;
    let match = pairMatch.get(key);
    if (match === undefined) {
      match = wanted.startsWith(vocab[a]!) && joinPhrase(vocab[a]!, vocab[b]!) === wanted;
      pairMatch.set(key, match);
    }
    return match;
  };
  const hits: { row: number; ranges: [number, number][] }[] = [];
  for (let row = 0; row < answered.length; row++) {
    if (answered[row] === 0 || (mask && mask[row] === 0)) continue;
    const ranges: [number, number][] = [];
    const from = rowStart[row]!;
    const to = rowStart[row + 1]!;
    if (wordId >= 0)
      for (let at = from; at < to; at++) if (word[at] === wordId) ranges.push([start[at]!, end[at]!]);
    if (ranges.length === 0)
      for (let at = from + 1; at < to; at++)
        if (joined[at] === 1 && isPhrase(word[at - 1]!, word[at]!)) ranges.push([start[at - 1]!, end[at]!]);
    if (ranges.length > 0) hits.push({ row, ranges });
  }
  return hits;
}
