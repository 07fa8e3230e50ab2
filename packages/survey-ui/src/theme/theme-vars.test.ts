import { readFileSync } from 'node:fs';
import {
  contrastRatio as contrast,
  defaultTheme,
  presetTheme,
  AA_BODY as READABLE_RATIO,
  THEME_PRESETS,
} from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { readableShade } from './colour-contrast.ts';
import { mix } from './colour-mix.ts';
import { swipeDirection } from './swipe.ts';
import { themeClassName, themeToCssVars } from './theme-vars.ts';

describe('themeToCssVars', () => {
  it('maps the colours, derives the shades and shapes the buttons', () => {
    const theme = defaultTheme();
    theme.button.shape = 'pill';
    const vars = themeToCssVars(theme);
    expect(vars).toMatchObject({
      '--cairn-theme-primary': '#1677ff',
      '--cairn-theme-on-primary': '#ffffff',
      '--cairn-theme-text': '#1f2329',
      '--cairn-theme-surface': '#ffffff',
      '--cairn-theme-background': '#f5f7fa',
      '--cairn-theme-button-radius': '999px',
      '--cairn-theme-font-family': 'system-ui',
      '--cairn-theme-font-size': '16px',
    });
    expect(vars['--cairn-theme-primary-soft']).toBe(mix('#1677ff', '#ffffff', 0.14));
    expect(vars).not.toHaveProperty('--cairn-theme-background-image');
  });

  it('puts a background link inside url() with quotes escaped', () => {
    const vars = themeToCssVars(defaultTheme(), '/api/files/ab?exp=1&sig="x"');
    expect(vars['--cairn-theme-background-image']).toBe('url("/api/files/ab?exp=1&sig=\\"x\\"")');
  });

  it('names the theme’s choices as classes', () => {
    const dark = presetTheme(THEME_PRESETS.find((p) => p.theme.mode === 'dark')!, 'en');
    const classes = themeClassName({ ...dark, answer: 'card', transition: 'slide' }).split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        'cairn-theme',
        'cairn-theme--dark',
        'cairn-theme--answer-card',
        'cairn-theme--transition-slide',
      ]),
    );
  });
});

describe('readable shades of the primary colour', () => {
  it('keeps a colour that already reads and shades one that does not, just enough', () => {
    expect(readableShade('#9a3412', '#ffffff')).toBe('#9a3412');
    const ink = readableShade('#1677ff', '#ffffff');
    expect(contrast('#1677ff', '#ffffff')).toBeLessThan(READABLE_RATIO);
    expect(contrast(ink, '#ffffff')).toBeGreaterThanOrEqual(READABLE_RATIO);
    // The nearest such shade: 10 % towards black, where 5 % is not yet enough.
    expect(ink).toBe(mix('#000000', '#1677ff', 0.1));
    expect(contrast(mix('#000000', '#1677ff', 0.05), '#ffffff')).toBeLessThan(READABLE_RATIO);
  });

  it('lightens against a dark surface', () => {
    const ink = readableShade('#1f4fbf', '#141414');
    expect(contrast(ink, '#141414')).toBeGreaterThanOrEqual(READABLE_RATIO);
    expect(Number.parseInt(ink.slice(1, 3), 16)).toBeGreaterThan(0x1f);
  });

  it('gives the theme its ink and fill, and styles.css the same values for the default theme', () => {
    const vars = themeToCssVars(defaultTheme());
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    expect(css).toContain(
      `--cairn-primary-ink: var(--cairn-theme-primary-ink, ${vars['--cairn-theme-primary-ink']});`,
    );
    expect(css).toContain(
      `--cairn-primary-fill: var(--cairn-theme-primary-fill, ${vars['--cairn-theme-primary-fill']});`,
    );
  });
});

describe('mix', () => {
  it('blends in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#0000ff');
  });
});

describe('swipe', () => {
  it('is a long, mostly horizontal path; leftwards is the next page', () => {
    expect(swipeDirection({ x: 300, y: 100 }, { x: 100, y: 120 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 100 }, { x: 300, y: 90 })).toBe('previous');
    expect(swipeDirection({ x: 100, y: 100 }, { x: 130, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 200, y: 300 })).toBeNull();
  });
});

describe('styles.css', () => {
  const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

  it('reads every colour variable from its theme variable, with the old value as default', () => {
    const block = css.slice(css.indexOf(':where(.cairn-question),'), css.indexOf('/* Frame */'));
    expect(block).toContain('--cairn-primary: var(--cairn-theme-primary, #1677ff);');
    expect(block).toContain('--cairn-surface: var(--cairn-theme-surface, #fff);');
    // Every variable the theme sets is read somewhere.
    for (const name of Object.keys(themeToCssVars(defaultTheme(), 'x')))
      expect(css, name).toContain(`var(${name}`);
  });

  it('has no hard-coded colours outside the defaults and the fixed dark shades', () => {
    const rules = css.slice(css.indexOf('/* Frame */'));
    const outsideDark = rules.replace(/\.cairn-theme--dark \{[^}]*\}/, '');
    expect(outsideDark.match(/#[0-9a-f]{3,6}\b|rgba?\(/gi)).toBeNull();
  });

  it('stops page motion for those who ask for less', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.cairn-theme \.cairn-page/);
  });
});
