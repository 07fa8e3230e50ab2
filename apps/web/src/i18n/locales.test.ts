import { describe, expect, it } from 'vitest';
import { htmlLangOf, resolveInitialLang } from './language.ts';
import { en } from './locales/en.ts';
import { zh } from './locales/zh.ts';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'string' ? [`${prefix}${key}`] : leafKeys(v as object, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('have the same keys and no empty strings in both languages', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(zh).sort());
    const leaves = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    expect(leaves(zh).every((s) => s.trim())).toBe(true);
    expect(leaves(en).every((s) => s.trim())).toBe(true);
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (o: object): string[] =>
      Object.values(o).flatMap((v) =>
        typeof v === 'string' ? [(v.match(/{{\w+}}/g) ?? []).join()] : placeholders(v as object),
      );
    expect(placeholders(en)).toEqual(placeholders(zh));
  });
});

describe('initial language', () => {
  it('follows the browser: English only for en and en-*', () => {
    expect(resolveInitialLang(null, 'en')).toBe('en');
    expect(resolveInitialLang(null, 'en-GB')).toBe('en');
    expect(resolveInitialLang(null, 'zh-CN')).toBe('zh');
    expect(resolveInitialLang(null, 'de-DE')).toBe('zh');
    expect(resolveInitialLang(null, undefined)).toBe('zh');
  });

  it('prefers the language the user chose', () => {
    expect(resolveInitialLang('zh', 'en-US')).toBe('zh');
    expect(resolveInitialLang('en', 'zh-CN')).toBe('en');
    expect(resolveInitialLang('fr', 'en-US')).toBe('en');
  });

  it('maps to the html lang attribute', () => {
    expect(htmlLangOf('zh')).toBe('zh-CN');
    expect(htmlLangOf('en')).toBe('en');
  });
});
