import { checkThemeContrast, defaultTheme, findPreset, presetTheme } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { bestTextOn, coloursForMode } from './mode-colours.ts';

describe('colours for a mode', () => {
  it('moves a light palette to dark, keeping the primary colour, and passes AA', () => {
    const theme = defaultTheme();
    const dark = coloursForMode(theme.colors, 'dark');
    expect(dark.primary).toBe(theme.colors.primary);
    expect(dark.background).not.toBe(theme.colors.background);
    const checks = checkThemeContrast({ ...theme, colors: dark });
    expect(checks.filter((c) => c.pair !== 'buttonText/primary').every((c) => c.ok)).toBe(true);
  });

  it('lightens a dark primary just enough for a dark surface, so outline buttons still read', () => {
    const paper = presetTheme(findPreset(2)!, 'en');
    const dark = coloursForMode(paper.colors, 'dark');
    expect(dark.primary).not.toBe(paper.colors.primary);
    expect(checkThemeContrast({ ...paper, colors: dark }).every((c) => c.ok)).toBe(true);
    // The default blue already reads on the dark surface: it stays.
    expect(coloursForMode(defaultTheme().colors, 'dark').primary).toBe('#1677ff');
  });

  it('keeps colours already of the target mode', () => {
    const midnight = presetTheme(findPreset(5)!, 'en');
    expect(coloursForMode(midnight.colors, 'dark')).toBe(midnight.colors);
    const light = defaultTheme().colors;
    expect(coloursForMode(light, 'light')).toBe(light);
  });

  it('picks the button text that reads best', () => {
    expect(bestTextOn('#1466d6')).toBe('#ffffff');
    expect(bestTextOn('#ffd666')).toBe('#111111');
  });
});
