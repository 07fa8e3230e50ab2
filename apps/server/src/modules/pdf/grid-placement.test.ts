import { describe, expect, it } from 'vitest';
import { placeOnPages } from './grid-placement.ts';

const item = (id: number, x: number, y: number, w: number, h: number) => ({ id, layout: { x, y, w, h } });
const metrics = { width: 1200, height: 400, rowHeight: 20, gap: 0 };

describe('placeOnPages', () => {
  it('scales the 12 columns to the width and keeps rows at their height', () => {
    const [a, b] = placeOnPages([item(1, 0, 0, 6, 5), item(2, 6, 2, 6, 5)], metrics);
    expect(a).toMatchObject({ sheet: 0, x: 0, y: 0, width: 600, height: 100 });
    expect(b).toMatchObject({ sheet: 0, x: 600, y: 40, width: 600, height: 100 });
  });

  it('starts the next page at a chart that would pass the foot, with everything below it', () => {
    const placed = placeOnPages(
      [item(3, 0, 25, 12, 4), item(1, 0, 0, 12, 15), item(2, 0, 15, 6, 10)],
      metrics,
    );
    expect(placed.map((p) => [p.item.id, p.sheet, p.y])).toEqual([
      [1, 0, 0],
      [2, 1, 0],
      [3, 1, 200],
    ]);
  });

  it('cuts a chart taller than a page to the page, and leaves the gap between charts', () => {
    const [tall] = placeOnPages([item(1, 0, 0, 12, 30)], { ...metrics, gap: 8 });
    expect(tall).toMatchObject({ sheet: 0, x: 4, y: 4, width: 1192, height: 392 });
  });
});
