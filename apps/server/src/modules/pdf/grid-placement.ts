import { DASHBOARD_GRID_COLUMNS, type GridItem } from '@cairn/contract';

/** A chart's box on a PDF page, in points from the content area's top left. */
export interface PlacedBox<T> {
  item: T;
  /** 0-based PDF page within the dashboard page's pages. */
  sheet: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridMetrics {
  /** The content area's width and height (points). */
  width: number;
  height: number;
  /** One grid row's height (points). */
  rowHeight: number;
  /** Space between charts (points). */
  gap: number;
}

/**
 * Places charts on PDF pages following their 12-column grid layout: columns scale to the page's
 * width, rows keep a fixed height, and a chart that would pass the foot of the page starts the
 * next one there, together with everything below it (rows above stay where they were). A chart
 * taller than a page is cut to the page. Pure: the drawing is dashboard-pdf.ts's.
 */
export function placeOnPages<T extends { layout: GridItem }>(
  items: readonly T[],
  m: GridMetrics,
): PlacedBox<T>[] {
  const column = m.width / DASHBOARD_GRID_COLUMNS;
  const sorted = [...items].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  const placed: PlacedBox<T>[] = [];
  let sheet = 0;
  let topRow = sorted[0]?.layout.y ?? 0;
  for (const item of sorted) {
    const { x, y, w, h } = item.layout;
    if ((y + h - topRow) * m.rowHeight > m.height + 0.5 && y > topRow) {
      sheet++;
      topRow = y;
    }
    const top = (y - topRow) * m.rowHeight;
    placed.push({
      item,
      sheet,
      x: x * column + m.gap / 2,
      y: top + m.gap / 2,
      width: w * column - m.gap,
      height: Math.min(h * m.rowHeight, m.height - top) - m.gap,
    });
  }
  return placed;
}
