import { describe, expect, it } from 'vitest';
import { checkThemeContrast, contrastRatio, relativeLuminance } from './contrast.ts';
import { defaultTheme } from './theme.ts';

describe('relative luminance', () => {
  it('is 0 for black, 1 for white and matches WCAG for mid colours', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    // Values from the WCAG formula, as WebAIM's checker computes them.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow();
  });
});

describe('contrast ratio', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM: #767676 on white is 4.54, the lightest grey passing AA; #777777 is 4.47.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#1677ff')).toBeCloseTo(4.1, 1);
  });

  it('does not depend on the order', () => {
    expect(contrastRatio('#1f2329', '#f5f7fa')).toBe(contrastRatio('#f5f7fa', '#1f2329'));
  });
});

describe('theme contrast check', () => {
  it('checks the four pairs, body text at 4.5 and the button at 3', () => {
    const checks = checkThemeContrast(defaultTheme());
    expect(checks.map((c) => [c.pair, c.required])).toEqual([
      ['text/background', 4.5],
      ['text/surface', 4.5],
      ['buttonText/primary', 3],
      ['muted/surface', 4.5],
    ]);
    expect(checks.every((c) => c.ok)).toBe(true);
  });

  it('warns about light grey on white and rounds down at the border', () => {
    const theme = defaultTheme();
    theme.colors.muted = '#777777';
    const muted = checkThemeContrast(theme).find((c) => c.pair === 'muted/surface')!;
    expect(muted.ratio).toBe(4.47);
    expect(muted.ok).toBe(false);
  });

  it('checks primary on the surface for outline buttons', () => {
    const theme = defaultTheme();
    theme.button.fill = 'outline';
    theme.colors.primary = '#ffd666';
    const button = checkThemeContrast(theme).find((c) => c.pair === 'buttonText/primary')!;
    expect([button.foreground, button.background, button.ok]).toEqual(['#ffd666', '#ffffff', false]);
  });
});
