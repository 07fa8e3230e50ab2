import { describe, expect, it } from 'vitest';
import { wordsOf } from './tag-editor.tsx';
import { formatCount, formatPercent, highlightPieces } from './tag-format.ts';

describe('tag screen helpers', () => {
  it('cuts a text into plain and highlighted pieces', () => {
    expect(
      highlightPieces('价格太贵了 price', [
        [0, 2],
        [6, 11],
      ]),
    ).toEqual([
      { text: '价格', hit: true },
      { text: '太贵了 ', hit: false },
      { text: 'price', hit: true },
    ]);
    expect(highlightPieces('plain', [])).toEqual([{ text: 'plain', hit: false }]);
  });

  it('reads rule words by line, comma or 、, once each', () => {
    expect(wordsOf('price\n价格、物流, price ,\n\n')).toEqual(['price', '价格', '物流']);
  });

  it('formats counts and shares', () => {
    expect(formatCount(3)).toBe('3');
    expect(formatCount(2.345)).toBe('2.3');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(66.666)).toBe('66.7%');
  });
});
