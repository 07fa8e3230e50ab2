/**
 * Mixing of #rrggbb colours in sRGB, for the shades a theme derives from its five colours (soft
 * primary, borders, alternate surface). Done here rather than with CSS color-mix() so the values
 * are plain colours any browser and any test can read.
 */
function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `amount` (0–1) of `colour` over `base`. */
export function mix(colour: string, base: string, amount: number): string {
  const a = channels(colour);
  const b = channels(base);
  return `#${a
    .map((c, i) => Math.round(c * amount + b[i]! * (1 - amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}
