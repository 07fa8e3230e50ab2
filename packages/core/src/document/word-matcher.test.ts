import { describe, expect, it } from 'vitest';
import { createWordMatcher } from './word-matcher.ts';

describe('createWordMatcher', () => {
  it('finds Chinese and Latin words inside running text, case-insensitively, each once', () => {
    const m = createWordMatcher(['赌博', 'Casino', '博彩', 'scam']);
    expect(m.find('欢迎参加赌博与博彩调查').sort()).toEqual(['博彩', '赌博']);
    expect(m.find('Best CASINO and casino bonus')).toEqual(['casino']);
    expect(m.find('a clean question')).toEqual([]);
  });

  it('finds overlapping words and words inside other words (fail links)', () => {
    const m = createWordMatcher(['he', 'she', 'his', 'hers']);
    expect(m.find('ushers').sort()).toEqual(['he', 'hers', 'she']);
    expect(createWordMatcher(['abcd', 'bc']).find('abce')).toEqual(['bc']);
  });

  it('ignores blank and duplicate list entries; an empty list finds nothing', () => {
    expect(createWordMatcher(['', '  ', 'x', 'X']).find('xx')).toEqual(['x']);
    expect(createWordMatcher([]).find('anything')).toEqual([]);
  });
});
