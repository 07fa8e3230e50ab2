import { describe, expect, it } from 'vitest';
import { answersContaining } from './answers-containing.ts';
import { intlSegment } from './intl-segment.ts';
import { jiebaSegment } from './jieba.ts';
import { stopWordSet } from './stop-words.ts';

describe('answersContaining', () => {
  const zh = { segment: jiebaSegment(), stopWords: stopWordSet() };

  it('finds every place of a word, in UTF-16 offsets of the original text', () => {
    const texts = ['物流太慢了，物流还行', null, '价格贵', 'ＡＰＰ物流'];
    expect(answersContaining(texts, '物流', zh)).toEqual([
      {
        row: 0,
        ranges: [
          [0, 2],
          [6, 8],
        ],
      },
      { row: 3, ranges: [[3, 5]] },
    ]);
    // Full-width letters are one UTF-16 unit each, so the range is the original's.
    expect(answersContaining(texts, 'App', zh)).toEqual([{ row: 3, ranges: [[0, 3]] }]);
  });

  it('finds a two-word phrase as one range, and honours the mask', () => {
    const texts = ['物流太慢了', '太慢的物流', '🙂 物流太慢'];
    // Row 1 has both words but not side by side; the emoji is two UTF-16 units.
    expect(answersContaining(texts, '物流太慢', zh)).toEqual([
      { row: 0, ranges: [[0, 4]] },
      { row: 2, ranges: [[3, 7]] },
    ]);
    const mask = new Uint8Array([0, 1, 1]);
    expect(answersContaining(texts, '物流太慢', { ...zh, mask })).toEqual([{ row: 2, ranges: [[3, 7]] }]);
  });

  it('matches English words case-insensitively, without edge punctuation', () => {
    const en = { segment: intlSegment('en'), stopWords: stopWordSet(['en']) };
    const texts = ['Slow delivery, slow support!', 'slower than ever', 'Customer  service was slow.'];
    expect(answersContaining(texts, 'SLOW', en)).toEqual([
      {
        row: 0,
        ranges: [
          [0, 4],
          [15, 19],
        ],
      },
      { row: 2, ranges: [[22, 26]] },
    ]);
    expect(answersContaining(texts, 'customer service', en)).toEqual([{ row: 2, ranges: [[0, 17]] }]);
  });
});
