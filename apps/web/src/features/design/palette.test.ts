import { QUESTION_TYPES } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { buildPalette, PALETTE_SECTIONS } from './palette.ts';

describe('the question palette', () => {
  it('offers every question type of the registry exactly once, plus the group', () => {
    const entries = buildPalette('zh').flatMap((group) => group.entries);
    expect(entries.map((entry) => entry.what).sort()).toEqual(
      [...QUESTION_TYPES.map((type) => type.type), 'group'].sort(),
    );
  });

  it('groups them in sections in a fixed order, structure last with the group first', () => {
    const palette = buildPalette('en');
    expect(palette.map((group) => group.section)).toEqual([...PALETTE_SECTIONS]);
    const structure = palette.at(-1);
    expect(structure?.entries.map((entry) => entry.key)).toEqual([
      'group',
      'script',
      'loop',
      'page-break',
      'text',
      'countdown',
    ]);
    expect(palette[0]?.entries.map((entry) => entry.key)).toContain('single-choice');
  });

  it('names types in the designer’s language from each type module', () => {
    const names = (lang: 'zh' | 'en') =>
      buildPalette(lang, undefined, lang === 'zh' ? '分组' : 'Group')
        .flatMap((group) => group.entries)
        .map((entry) => entry.name);
    expect(names('zh')).toContain('单选题');
    expect(names('en')).toContain('Single choice');
    expect(names('en')).toContain('Group');
  });

  it('still shows a type nobody filed, under advanced', () => {
    const stranger = {
      ...(QUESTION_TYPES[0] as (typeof QUESTION_TYPES)[number]),
      key: 'brand-new',
      type: 99,
    };
    const advanced = buildPalette('en', [stranger]).find((group) => group.section === 'advanced');
    expect(advanced?.entries.map((entry) => entry.key)).toEqual(['brand-new']);
  });
});
