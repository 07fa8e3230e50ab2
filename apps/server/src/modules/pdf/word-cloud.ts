import type { Pdf } from './pdf-document.ts';

/** A word placed in the cloud: its box's top-left corner, its size and colour index. */
export interface PlacedWord {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  colour: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The most words a printed cloud holds: past this they are too small to read. */
export const CLOUD_WORDS = 60;
const GAP = 2;

/**
 * A word cloud's layout without a canvas (pure; `measure` gives a word's width at a font size):
 * words by count, the largest first, each set on an Archimedean spiral from the centre at the
 * first spot where its box overlaps none placed before and stays inside the box. Sizes run from
 * 7 pt to a fifth of the box's height (at most 28 pt) by the square root of the count, so the
 * area a word takes follows its count. A word that finds no spot is left out. Deterministic:
 * the same words print the same cloud.
 */
export function layoutWordCloud(
  words: readonly { text: string; count: number }[],
  box: Box,
  measure: (text: string, fontSize: number) => number,
): PlacedWord[] {
  const sorted = [...words]
    .filter((w) => w.count > 0 && w.text.trim() !== '')
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, CLOUD_WORDS);
  if (sorted.length === 0) return [];
  const max = Math.sqrt(sorted[0]!.count);
  const min = Math.sqrt(sorted.at(-1)!.count);
  const biggest = Math.max(8, Math.min(28, box.height / 5));
  const size = (count: number) =>
    max === min ? biggest : 7 + ((Math.sqrt(count) - min) / (max - min)) * (biggest - 7);
  const placed: PlacedWord[] = [];
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const reach = Math.hypot(box.width, box.height) / 2;
  sorted.forEach((word, index) => {
    const fontSize = Math.round(size(word.count) * 10) / 10;
    const width = measure(word.text, fontSize);
    const height = fontSize * 1.15;
    if (width > box.width || height > box.height) return;
    // The spiral is stretched to the box's proportions, as a wide box has room at its sides.
    const aspect = box.width / box.height;
    for (let t = 0; t * 2 < reach * 3; t += 0.35) {
      const r = t * 2;
      const x = cx + r * Math.cos(t) * Math.sqrt(aspect) - width / 2;
      const y = cy + (r * Math.sin(t)) / Math.sqrt(aspect) - height / 2;
      if (x < box.x || y < box.y || x + width > box.x + box.width || y + height > box.y + box.height)
        continue;
      // A little air around each word, so neighbours read as two words.
      const clash = placed.some(
        (p) =>
          x < p.x + p.width + GAP &&
          p.x < x + width + GAP &&
          y < p.y + p.height + GAP &&
          p.y < y + height + GAP,
      );
      if (clash) continue;
      placed.push({ text: word.text, x, y, width, height, fontSize, colour: index });
      return;
    }
  });
  return placed;
}

/** Draws a cloud laid out by `layoutWordCloud` in the document's current font. */
export function drawWordCloud(
  doc: Pdf,
  words: readonly { text: string; count: number }[],
  box: Box,
  palette: readonly string[],
): number {
  const placed = layoutWordCloud(words, box, (text, fontSize) => doc.fontSize(fontSize).widthOfString(text));
  for (const word of placed)
    doc
      .fontSize(word.fontSize)
      .fillColor(palette[word.colour % palette.length]!)
      .text(word.text, word.x, word.y + word.fontSize * 0.05, { lineBreak: false });
  return placed.length;
}
