import { joinPhrase } from './normalize.ts';
import { type TokenCache, tokenize } from './tokens.ts';
import type { RowOptions, TokenOptions } from './types.ts';

export interface WordCountOptions extends TokenOptions, RowOptions {
  /** Count two-word phrases too. */
  phrases: boolean;
  /** Most words (and, separately, most phrases) returned; the rest are dropped after ranking. */
  limit: number;
}

export interface WordCount {
  text: string;
  /** Occurrences; weighted: Σ weight over occurrences. */
  count: number;
  /** Answers containing it, each once; weighted: Σ weight of those answers. */
  answers: number;
  /** Answers containing it, unweighted. */
  rows: number;
  /** answers / base × 100. */
  percent: number;
}

export interface WordCounts {
  words: WordCount[];
  phrases: WordCount[];
  /** Answering respondents in the mask (non-blank text, weight > 0); weighted: Σ weight. */
  base: number;
  /** Answering respondents, unweighted. */
  baseRows: number;
}

interface Tally {
  count: number;
  answers: number;
  rows: number;
  /** Last row counted in `answers`, so a word said twice in one answer counts that answer once. */
  lastRow: number;
}

function add(tallies: Map<string, Tally>, word: string, row: number, weight: number): void {
  let tally = tallies.get(word);
  if (tally === undefined) {
    tally = { count: 0, answers: 0, rows: 0, lastRow: -1 };
    tallies.set(word, tally);
  }
  tally.count += weight;
  if (tally.lastRow !== row) {
    tally.lastRow = row;
    tally.answers += weight;
    tally.rows += 1;
  }
}

/** Code-point order, not the locale's, so the same data ranks the same on every machine. */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Phrases are tallied under "first\u0001second" and spelt (joinPhrase) only when ranked. */
const PAIR = '\u0001';

function ranked(tallies: Map<string, Tally>, base: number, limit: number): WordCount[] {
  const list: WordCount[] = [];
  for (const [key, { count, answers, rows }] of tallies) {
    const pair = key.indexOf(PAIR);
    const text = pair < 0 ? key : joinPhrase(key.slice(0, pair), key.slice(pair + 1));
    list.push({ text, count, answers, rows, percent: base > 0 ? (answers / base) * 100 : 0 });
  }
  // Ties: more answers first, then code-point order of the text.
  list.sort((a, b) => b.count - a.count || b.answers - a.answers || byCodePoint(a.text, b.text));
  return list.slice(0, Math.max(0, limit));
}

/**
 * Words and two-word phrases of open answers, ranked by count, through the active filter (mask)
 * and weighting scheme (weights). A null or blank text is unanswered and outside the base.
 */
export function wordCounts(texts: readonly (string | null)[], options: WordCountOptions): WordCounts {
  const { mask, weights, limit } = options;
  const words = new Map<string, Tally>();
  const phrases = new Map<string, Tally>();
  let base = 0;
  let baseRows = 0;
  const cache: TokenCache = new Map();
  for (let row = 0; row < texts.length; row++) {
    const text = texts[row];
    if (text == null || (mask && mask[row] === 0)) continue;
    const weight = weights ? weights[row]! : 1;
    if (!(weight > 0) || text.trim() === '') continue;
    base += weight;
    baseRows += 1;
    const tokens = tokenize(text, options, cache);
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t]!;
      add(words, token.word, row, weight);
      if (options.phrases && token.joined) add(phrases, tokens[t - 1]!.word + PAIR + token.word, row, weight);
    }
  }
  return { words: ranked(words, base, limit), phrases: ranked(phrases, base, limit), base, baseRows };
}
