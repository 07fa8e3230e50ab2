import type { InsightFigure } from '@cairn/contract';

/** `at`: where the segment starts in the text (unique, a stable key). */
export type Segment = { text: string; at: number; figure: InsightFigure | null };

/**
 * Splits a paragraph into plain text and the figures it states. The figures come in the order
 * the text states them, so each is looked for after the previous one; a figure the text no longer
 * holds (the author rewrote it) is skipped, so an edited paragraph marks only what it still says.
 */
export function figureSegments(text: string, figures: readonly InsightFigure[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const figure of figures) {
    if (!figure.display) continue;
    const found = text.indexOf(figure.display, at);
    if (found < 0) continue;
    if (found > at) out.push({ text: text.slice(at, found), at, figure: null });
    out.push({ text: figure.display, at: found, figure });
    at = found + figure.display.length;
  }
  if (at < text.length) out.push({ text: text.slice(at), at, figure: null });
  return out;
}
