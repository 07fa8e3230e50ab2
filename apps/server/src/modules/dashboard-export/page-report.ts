import type { Writable } from 'node:stream';
import type { Lang } from '@cairn/contract';
import ExcelJS from 'exceljs';
import { type ChartCellType, chartSheetRows } from './chart-sheet.ts';
import type { FiguredPage } from './page-figures.ts';
import { sheetNames } from './workbook-sheets.ts';

const UNTITLED = { zh: '未命名图表', en: 'Untitled chart' } as const;

/**
 * The page report as xlsx: a sheet per page, its charts one after another in their grid order
 * (top to bottom, left to right), each its title and its table (chart-sheet.ts) then a blank
 * row. The figures are small (a table per chart), so the workbook is built whole and written.
 * Answers the number of charts written.
 */
export async function writePageReport(
  out: Writable,
  pages: readonly FiguredPage[],
  cellType: ChartCellType,
  lang: Lang,
): Promise<number> {
  const book = new ExcelJS.Workbook();
  const names = sheetNames(pages.map((p) => p.page.title));
  let charts = 0;
  for (const [i, { charts: list, figures }] of pages.entries()) {
    const sheet = book.addWorksheet(names[i]!);
    const ordered = [...list].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
    for (const chart of ordered) {
      const figure = figures.find((f) => f.chartId === chart.id);
      if (!figure) continue;
      const title = chart.title || UNTITLED[lang];
      sheet.addRow([title]).font = { bold: true };
      for (const row of chartSheetRows(chart, figure, cellType, lang, title)) sheet.addRow([...row]);
      sheet.addRow([]);
      charts++;
    }
    sheet.getColumn(1).width = 28;
  }
  if (pages.length === 0) book.addWorksheet('data');
  // Written as one buffer: exceljs would end the stream, which the file's owner ends.
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  await new Promise<void>((resolve, reject) => out.write(bytes, (e) => (e ? reject(e) : resolve())));
  return charts;
}
