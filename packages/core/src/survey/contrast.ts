import type { Theme } from './theme.ts';

/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance of
 * sRGB colours and their ratio. AA asks 4.5:1 for body text and 3:1 for large text and for
 * the parts of controls (a button's text is large-ish and bold, so its pair is held to 3).
 */
export const AA_BODY = 4.5;
export const AA_LARGE = 3;

function channel(byte: number): number {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => channel(Number.parseInt(h, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast ratio of two colours, 1 to 21, whichever order they come in. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export type ContrastPair = 'text/background' | 'text/surface' | 'buttonText/primary' | 'muted/surface';

export interface ContrastCheck {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, as tools show it (4.499 must not read as 4.5). */
  ratio: number;
  required: number;
  ok: boolean;
}

/**
 * The pairs of a theme a respondent reads: question text on the page background (text outside
 * cards) and on the surface, a solid button's label on the primary colour, and muted help text
 * on the surface. An outline button draws primary on the surface instead of a label on primary.
 */
export function checkThemeContrast(theme: Pick<Theme, 'colors' | 'button'>): ContrastCheck[] {
  const c = theme.colors;
  const button: [ContrastPair, string, string] =
    theme.button.fill === 'outline'
      ? ['buttonText/primary', c.primary, c.surface]
      : ['buttonText/primary', c.buttonText, c.primary];
  const pairs: [ContrastPair, string, string, number][] = [
    ['text/background', c.text, c.background, AA_BODY],
    ['text/surface', c.text, c.surface, AA_BODY],
    [...button, AA_LARGE],
    ['muted/surface', c.muted, c.surface, AA_BODY],
  ];
  return pairs.map(([pair, foreground, background, required]) => {
    const ratio = Math.floor(contrastRatio(foreground, background) * 100) / 100;
    return { pair, foreground, background, ratio, required, ok: ratio >= required };
  });
}
