import { describe, expect, it } from 'vitest';
import { layoutWordCloud } from './word-cloud.ts';

// Half the font size per character: a stand-in for a font's measure.
const measure = (text: string, fontSize: number) => text.length * fontSize * 0.5;
const box = { x: 20, y: 40, width: 300, height: 160 };
const words = Array.from({ length: 80 }, (_, i) => ({ text: `word${i}`, count: 200 - i * 2 }));

describe('layoutWordCloud', () => {
  it('places the largest word at the centre and every word inside the box, none overlapping', () => {
    const placed = layoutWordCloud(words, box, measure);
    expect(placed.length).toBeGreaterThan(20);
    expect(placed.length).toBeLessThanOrEqual(60);
    const first = placed[0]!;
    expect(first.text).toBe('word0');
    expect(Math.abs(first.x + first.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(box.x);
      expect(p.y).toBeGreaterThanOrEqual(box.y);
      expect(p.x + p.width).toBeLessThanOrEqual(box.x + box.width);
      expect(p.y + p.height).toBeLessThanOrEqual(box.y + box.height);
    }
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
        ).toBe(false);
  });

  it('sizes by count (larger counts never smaller), the same words the same cloud', () => {
    const placed = layoutWordCloud(words, box, measure);
    const sizes = placed.map((p) => p.fontSize);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
    expect(sizes[0]).toBe(28);
    expect(layoutWordCloud(words, box, measure)).toEqual(placed);
    expect(layoutWordCloud([], box, measure)).toEqual([]);
  });
});
