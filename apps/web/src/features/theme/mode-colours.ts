import { AA_LARGE, contrastRatio, relativeLuminance, type ThemeColors } from '@cairn/core';
import { mix } from '@cairn/survey-ui/theme/colour-mix';

/**
 * Switching a theme between light and dark: the neutral colours (background, surface, text,
 * muted) move to a base of the other mode and the primary colour stays — lightened (dark) or
 * darkened (light) just enough to stand out on the new surface (outline buttons and links draw
 * it there) — with the button text that reads best on it. Colours already of the target mode are kept, so a preset's own dark
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

/** `primary` moved toward white or black in steps until it reaches 3:1 on `surface`. */
export function readableOn(primary: string, surface: string, mode: 'light' | 'dark'): string {
  const toward = mode === 'dark' ? '#ffffff' : '#000000';
  for (let step = 0; step <= 10; step++) {
    const candidate = mix(toward, primary, step / 10);
    if (contrastRatio(candidate, surface) >= AA_LARGE) return candidate;
  }
  return toward;
}

export function coloursForMode(colors: ThemeColors, mode: 'light' | 'dark'): ThemeColors {
  if (isDarkBackground(colors) === (mode === 'dark')) return colors;
  const base = BASES[mode];
  const primary = readableOn(colors.primary, base.surface, mode);
  return { ...colors, ...base, primary, buttonText: bestTextOn(primary) };
}
