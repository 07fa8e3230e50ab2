import { contrastRatio, relativeLuminance, type ThemeColors } from '@cairn/core';

/**
 * Switching a theme between light and dark: the neutral colours (background, surface, text,
 * muted) move to a base of the other mode and the primary colour stays, with the button text
 * that reads best on it. Colours already of the target mode are kept, so a preset's own dark
 * palette survives a mode click.
 */
const BASES = {
  light: { background: '#f5f7fa', surface: '#ffffff', text: '#1f2329', muted: '#5c626b' },
  dark: { background: '#121417', surface: '#1e2126', text: '#e8eaed', muted: '#a3a9b1' },
} as const;

export function isDarkBackground(colors: Pick<ThemeColors, 'background'>): boolean {
  return relativeLuminance(colors.background) < 0.2;
}

export function bestTextOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';
}

export function coloursForMode(colors: ThemeColors, mode: 'light' | 'dark'): ThemeColors {
  if (isDarkBackground(colors) === (mode === 'dark')) return colors;
  return { ...colors, ...BASES[mode], buttonText: bestTextOn(colors.primary) };
}
