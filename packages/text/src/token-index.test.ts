import { describe, expect, it } from 'vitest';
import { answersContaining } from './answers-containing.ts';
import { jiebaSegment } from './jieba.ts';
import { stopWordSet } from './stop-words.ts';
import { buildTokenIndex, countIndex, indexHits } from './token-index.ts';
import { wordCounts } from './word-counts.ts';

const options = { segment: jiebaSegment(), stopWords: stopWordSet() };
// Repeated answers (rows 0 and 5) and clauses at another offset (row 8) exercise the reuse of a
// clause segmented before.
const TEXTS = [
  '物流太慢了，客服态度很好',
  'Slow delivery, slow support!',
  null,
  '   ',
  '客服态度一般，物流还可以',
  '物流太慢了，客服态度很好',
  'great customer service',
  'APP经常闪退',
  '客服态度很好，slow support, 物流太慢了',
];
const mask = Uint8Array.from([1, 1, 1, 1, 0, 1, 1, 1, 1]);
const weights = Float64Array.from([2, 1, 1, 1, 1, 0.5, 3, 0, 1.5]);

describe('token index', () => {
  it('counts what wordCounts counts, unweighted and through a mask and weights', () => {
    const index = buildTokenIndex(TEXTS, options);
    for (const rows of [{}, { mask, weights }]) {
      const expected = wordCounts(TEXTS, { ...options, ...rows, phrases: true, limit: 50 });
      expect(countIndex(index, { ...rows, phrases: true, limit: 50 })).toEqual(expected);
    }
  });

  it('leaves excluded words and phrases out of the ranking only', () => {
    const index = buildTokenIndex(TEXTS, options);
    const all = countIndex(index, { phrases: true, limit: 50 });
    const less = countIndex(index, { phrases: true, limit: 50, excluded: new Set(['物流', 'slow support']) });
    expect(less.words.map((w) => w.text)).toEqual(all.words.map((w) => w.text).filter((w) => w !== '物流'));
    expect(less.phrases.map((w) => w.text)).not.toContain('slow support');
    expect(less.base).toBe(all.base);
  });

  it('finds the answers of a word or phrase as answersContaining does', () => {
    const index = buildTokenIndex(TEXTS, options);
    for (const word of ['物流', 'SLOW', 'slow support', '客服态度', 'customer service', 'absent'])
      expect(indexHits(index, word, mask)).toEqual(answersContaining(TEXTS, word, { ...options, mask }));
    expect(indexHits(index, 'slow')[0]).toEqual({
      row: 1,
      ranges: [
        [0, 4],
        [15, 19],
      ],
    });
  });
});
