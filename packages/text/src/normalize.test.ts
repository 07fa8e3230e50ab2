import { describe, expect, it } from 'vitest';
import { joinPhrase, normalizeToken, toHalfWidth } from './normalize.ts';
import { stopWordSet } from './stop-words.ts';

describe('normalisation', () => {
  it('maps full-width to half-width one unit for one', () => {
    expect(toHalfWidth('ＡＰＰ，好！　ok')).toBe('APP,好! ok');
    expect(toHalfWidth('plain')).toBe('plain');
  });

  it('lower-cases, trims edge punctuation and drops numbers and single letters', () => {
    expect(normalizeToken('"Great!"')).toEqual({ word: 'great', lead: 1, length: 5 });
    expect(normalizeToken("don't")).toEqual({ word: "don't", lead: 0, length: 5 });
    for (const token of ['5', '3.5%', '１２', 'x', 'Ｘ', '!!', '，'])
      expect(normalizeToken(token)).toBeNull();
    expect(normalizeToken('好')).toEqual({ word: '好', lead: 0, length: 1 });
  });

  it('joins Latin phrases with a space and Chinese ones without', () => {
    expect(joinPhrase('customer', 'service')).toBe('customer service');
    expect(joinPhrase('物流', '太慢')).toBe('物流太慢');
    expect(joinPhrase('app', '闪退')).toBe('app闪退');
  });
});

describe('stop words', () => {
  it('uses stopwords-iso less evaluative words, plus the survey’s own', () => {
    const set = stopWordSet(['zh', 'en'], ['Ｐｒｏｄｕｃｔ']);
    for (const word of ['the', 'was', '的', '了', '很', 'product']) expect(set.has(word)).toBe(true);
    for (const word of ['good', 'problem', '好', 'slow', '物流']) expect(set.has(word)).toBe(false);
    expect(stopWordSet(['en'], [], ['the']).has('the')).toBe(false);
    expect(stopWordSet(['en']).has('的')).toBe(false);
  });
});
