import { describe, expect, it } from 'vitest';
import { tagByRule, tagLists, termRanges } from './tag-rules.ts';

describe('tagByRule', () => {
  const rules = [
    { tag: 'Delivery', anyOf: ['shipping', '物流'] },
    { tag: 'Art', anyOf: ['art'] },
    { tag: 'Price', anyOf: ['价格', 'PRICE'] },
    { tag: 'Delivery', anyOf: ['快递'] },
  ];

  it('tags answers containing any word of a rule, each tag once, in rule order', () => {
    const texts = [
      'Shipping was slow',
      'Great start',
      '物流太慢',
      null,
      '价格贵，物流慢，快递也慢',
      '  ',
      'Ｐｒｉｃｅ too high',
    ];
    expect(tagByRule(texts, rules)).toEqual([
      ['Delivery'],
      // "art" is inside "start": a Latin term must stand as a whole word.
      [],
      ['Delivery'],
      null,
      ['Delivery', 'Price'],
      null,
      ['Price'],
    ]);
  });

  it('joins tags for the cross engine and refuses a tag holding the separator', () => {
    expect(tagLists([['Delivery', 'Price'], [], null])).toEqual(['Delivery; Price', '', null]);
    expect(() => tagLists([['a;b']])).toThrow(/separator/);
  });
});

describe('rules that want all their words', () => {
  it('tags only answers holding every word; an empty word list tags nothing', () => {
    const rules = [
      { tag: 'Slow delivery', anyOf: ['slow', '物流'], match: 'all' as const },
      { tag: 'Nothing', anyOf: ['  '] },
    ];
    expect(tagByRule(['物流 slow', 'slow start', '物流很快'], rules)).toEqual([['Slow delivery'], [], []]);
  });
});

describe('termRanges', () => {
  it('finds every word of a rule in the original offsets, merged, whole Latin words only', () => {
    expect(termRanges('Ｐｒｉｃｅ and price, not prices', ['price'])).toEqual([
      [0, 5],
      [10, 15],
    ]);
    expect(termRanges('价格贵，物流慢', ['物流', '价格', '格贵'])).toEqual([
      [0, 3],
      [4, 6],
    ]);
    expect(termRanges('nothing here', ['price'])).toEqual([]);
  });
});
