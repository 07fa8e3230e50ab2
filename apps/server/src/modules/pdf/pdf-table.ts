import type { CellValue } from '@cairn/core';
import { COLOR, ensureSpace, type Pdf } from './pdf-document.ts';
import { FONT } from './pdf-fonts.ts';

export interface TableLayout {
  x: number;
  width: number;
  /** Font size of the cells; rows are as tall as their tallest cell. */
  fontSize?: number;
  /** Rows drawn bold with a rule under them (the header). */
  headRows?: number;
  /** The first column's share of the width (labels); the rest share what is left. */
  firstColumn?: number;
  /** Stop (and answer the rows drawn) when a row would pass this y; absent: break pages. */
  maxY?: number;
}

const text = (value: CellValue | undefined): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value);

/**
 * Rows of cells as a plain table from doc.y down: the first column left-aligned (labels), the
 * others right-aligned (figures). A page break repeats nothing; a box with `maxY` stops at its
 * foot. Answers how many rows were drawn.
 */
export function drawTable(doc: Pdf, rows: readonly (readonly CellValue[])[], layout: TableLayout): number {
  const size = layout.fontSize ?? 8;
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const first = columns === 1 ? layout.width : layout.width * (layout.firstColumn ?? 0.4);
  const rest = columns === 1 ? 0 : (layout.width - first) / (columns - 1);
  const widthOf = (i: number) => (i === 0 ? first : rest);
  const pad = 2;
  let drawn = 0;
  for (const [r, row] of rows.entries()) {
    const head = r < (layout.headRows ?? 0);
    doc.font(head ? FONT.bold : FONT.regular).fontSize(size);
    const height =
      Math.max(
        size,
        ...Array.from({ length: columns }, (_, i) =>
          doc.heightOfString(text(row[i]), { width: widthOf(i) - 2 * pad }),
        ),
      ) +
      2 * pad;
    if (layout.maxY !== undefined) {
      if (doc.y + height > layout.maxY) break;
    } else ensureSpace(doc, height);
    const top = doc.y;
    let x = layout.x;
    for (let i = 0; i < columns; i++) {
      doc.fillColor(COLOR.text).text(text(row[i]), x + pad, top + pad, {
        width: widthOf(i) - 2 * pad,
        align: i === 0 ? 'left' : 'right',
      });
      x += widthOf(i);
    }
    const bottom = top + height;
    doc
      .moveTo(layout.x, bottom)
      .lineTo(layout.x + layout.width, bottom)
      .lineWidth(head ? 0.8 : 0.3)
      .strokeColor(head ? COLOR.muted : COLOR.rule)
      .stroke();
    doc.x = layout.x;
    doc.y = bottom;
    drawn++;
  }
  return drawn;
}
