import { AA_BODY, contrastRatio, relativeLuminance } from '@cairn/core/survey/contrast';
import { mix } from './colour-mix.ts';

/**
 * The nearest shade of a theme colour that reads at WCAG AA: an author's primary colour is kept
 * where it is only decoration (borders, bars), and shifted just enough where text is drawn in it
 * or on it. Body-text ratio (4.5:1) throughout, as axe-core holds 16 px bold button text to it.
 */
export function readableShade(colour: string, other: string, ratio = AA_BODY): string {
  if (contrastRatio(colour, other) >= ratio) return colour;
  // Away from `other`: darker on light backgrounds or under light text, lighter on dark ones.
  const towards = relativeLuminance(other) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const shade = mix(towards, colour, step / 20);
    if (contrastRatio(shade, other) >= ratio) return shade;
  }
  return towards;
}
