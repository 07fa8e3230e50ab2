import { describe, expect, it } from 'vitest';
import { pickLang } from './lang.ts';

describe('pickLang', () => {
  it('is English for en and en-*, Chinese otherwise', () => {
    expect(pickLang('en')).toBe('en');
    expect(pickLang('en-US')).toBe('en');
    expect(pickLang('en-GB,zh;q=0.5')).toBe('en');
    expect(pickLang('zh-CN,en;q=0.9')).toBe('zh');
    expect(pickLang('fr-FR')).toBe('zh');
    expect(pickLang('english')).toBe('zh');
    expect(pickLang(undefined)).toBe('zh');
  });
});
