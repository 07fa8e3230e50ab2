import { describe, expect, it } from 'vitest';
import { byRank, type RankedWord, WordRanking } from './word-ranking.ts';

/** What ranking every answer's words afresh gives: the counts summed per text, then sorted. */
function afresh(batches: readonly (readonly RankedWord[])[]): RankedWord[] {
  const sums = new Map<string, RankedWord>();
  for (const batch of batches)
    for (const w of batch) {
      const held = sums.get(w.text) ?? { text: w.text, count: 0, answers: 0 };
      sums.set(w.text, { text: w.text, count: held.count + w.count, answers: held.answers + w.answers });
    }
  return [...sums.values()].sort(byRank);
}

/** A batch of words from a small vocabulary (so that batches share words), deterministic. */
function batch(seed: number, size: number): RankedWord[] {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x;
  };
  const words = new Map<string, RankedWord>();
  for (let i = 0; i < size; i++) {
    const text = `w${next() % 40}`;
    const answers = 1 + (next() % 3);
    words.set(text, { text, count: answers + (next() % 4), answers });
  }
  return [...words.values()].sort(byRank);
}

describe('word ranking', () => {
  it('merges appended words into the order sorting every word again gives', () => {
    const batches = [batch(1, 30)];
    const ranking = new WordRanking(afresh(batches));
    for (let seed = 2; seed < 12; seed++) {
      const more = batch(seed, seed * 3);
      batches.push(more);
      expect(ranking.add(more)).toEqual(afresh(batches));
    }
    expect(ranking.add([])).toEqual(afresh(batches));
  });

  it('never changes a word handed out before, and counts a text given twice once', () => {
    const ranking = new WordRanking([
      { text: 'slow', count: 3, answers: 2 },
      { text: 'fast', count: 1, answers: 1 },
    ]);
    const before = ranking.words;
    const after = ranking.add([
      { text: 'fast', count: 4, answers: 3 },
      { text: 'new', count: 2, answers: 2 },
      { text: 'new', count: 1, answers: 1 },
    ]);
    expect(before).toEqual([
      { text: 'slow', count: 3, answers: 2 },
      { text: 'fast', count: 1, answers: 1 },
    ]);
    expect(after).toEqual([
      { text: 'fast', count: 5, answers: 4 },
      { text: 'new', count: 3, answers: 3 },
      { text: 'slow', count: 3, answers: 2 },
    ]);
  });
});
