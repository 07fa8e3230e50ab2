import { describe, expect, it } from 'vitest';
import { hasNoWord, isKeyboardRun, isMeaningless, isOneCharRepeated } from './meaningless.ts';

const ALL = { minLength: 2, repeated: true, noWord: true };

describe('meaningless open answers', () => {
  it('finds keyboard runs, forwards, backwards and repeated', () => {
    for (const text of ['asdf', 'qwer', '123456', 'fdsa', 'ZXCV', 'asdfasdf', '987654'])
      expect(isKeyboardRun(text), text).toBe(true);
    for (const text of ['as', 'good', 'qwe rty x', 'hello']) expect(isKeyboardRun(text), text).toBe(false);
  });

  it('finds one character repeated, but not a single character', () => {
    expect(isOneCharRepeated('aaaa')).toBe(true);
    expect(isOneCharRepeated('!!!!')).toBe(true);
    expect(isOneCharRepeated('哈哈哈')).toBe(true);
    expect(isOneCharRepeated('好')).toBe(false);
    expect(isOneCharRepeated('ab')).toBe(false);
  });

  it('counts Chinese as words and digits, punctuation and symbols as none', () => {
    expect(hasNoWord('价格有点高')).toBe(false);
    expect(hasNoWord('好')).toBe(false);
    expect(hasNoWord('ok')).toBe(false);
    for (const text of ['123', '!!!!', '。。。', '?!', '😀😀', '---'])
      expect(hasNoWord(text), text).toBe(true);
  });

  it('judges answers with every check on', () => {
    for (const text of ['asdf', 'qwer', '123456', '!!!!', 'a', '  ', 'zzzz'])
      expect(isMeaningless(text, ALL), text).toBe(true);
    for (const text of ['价格有点高', 'too slow', 'ok', '服务很好'])
      expect(isMeaningless(text, ALL), text).toBe(false);
  });

  it('counts characters as code points and trims', () => {
    const one = { minLength: 1, repeated: true, noWord: true };
    expect(isMeaningless('好', one)).toBe(false);
    expect(isMeaningless(' 好 ', { ...one, minLength: 2 })).toBe(true);
    expect(isMeaningless('', one)).toBe(true);
  });

  it('applies only the checks asked for', () => {
    const lengthOnly = { minLength: 3, repeated: false, noWord: false };
    expect(isMeaningless('asdf', lengthOnly)).toBe(false);
    expect(isMeaningless('!!!!', lengthOnly)).toBe(false);
    expect(isMeaningless('ab', lengthOnly)).toBe(true);
    expect(isMeaningless('', { minLength: 0, repeated: true, noWord: true })).toBe(false);
  });
});
