import { mix } from './colour-mix.ts';

/**
 * WCAG contrast for #rrggbb colours, and the nearest shade of a theme colour that reaches it: an
 * author's primary colour is kept where it is only decoration (borders, fills behind nothing),
 * and shifted just enough where text is drawn in it or on it.
 */

/** The body-text threshold of WCAG 2.1 (1.4.3, level AA). */
export const READABLE_RATIO = 4.5;

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const linear = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * `colour`, or the least darkened (or lightened) shade of it that reads against `other` at
 * `ratio`. The direction is away from `other`: darker on light backgrounds or under light text.
 */
export function readableShade(colour: string, other: string, ratio = READABLE_RATIO): string {
  if (contrast(colour, other) >= ratio) return colour;
  const towards = luminance(other) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const shade = mix(towards, colour, step / 20);
    if (contrast(shade, other) >= ratio) return shade;
  }
  return towards;
}
