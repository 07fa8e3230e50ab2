import { defaultTheme, findPreset, presetTheme } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { sameLook } from './same-look.ts';

describe('same look', () => {
  it('ignores id and name and key order, and notices any field', () => {
    const forest = presetTheme(findPreset(3)!, 'en');
    const copy = { ...presetTheme(findPreset(3)!, 'zh'), id: 2000, colors: { ...forest.colors } };
    expect(sameLook(forest, copy)).toBe(true);
    const { primary, ...rest } = forest.colors;
    expect(sameLook(forest, { ...forest, colors: { ...rest, primary } })).toBe(true);
    expect(sameLook(forest, { ...forest, touch: !forest.touch })).toBe(false);
    expect(sameLook(forest, { ...forest, font: { ...forest.font, size: 20 } })).toBe(false);
    expect(sameLook(forest, defaultTheme())).toBe(false);
  });
});
