import { ANSWER_IMPORT_MAX_ROWS } from '@cairn/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import type { SheetCell } from './cells-to-answer.ts';

export interface SheetRows {
  header: string[];
  /** Data rows with their spreadsheet row numbers; a cell holding a formula is `{ formula: true }`. */
  rows: { number: number; cells: (SheetCell | { formula: true })[] }[];
}

/** A cell as import sees it: numbers and text; a formula is flagged (never evaluated or trusted). */
function plain(value: ExcelJS.CellValue): SheetCell | { formula: true } {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) return { formula: true };
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return null;
}

/**
 * The first sheet of an uploaded xlsx: row 1 the column codes, row 2 the titles (skipped), data
 * from row 3 (raw-layout.ts). A file exceljs cannot read is A0109 (not the template's layout).
 */
export async function readAnswerSheet(bytes: Buffer): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('A0109', 'not an xlsx file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw new AppError('A0109', 'the sheet is empty');
  if (sheet.rowCount > ANSWER_IMPORT_MAX_ROWS + 2)
    throw new AppError('A0109', `at most ${ANSWER_IMPORT_MAX_ROWS} rows per import`);
  const width = Math.min(sheet.columnCount, 5000);
  const header: string[] = [];
  const first = sheet.getRow(1);
  for (let c = 1; c <= width; c++) {
    const v = plain(first.getCell(c).value);
    header.push(v === null || typeof v === 'object' ? '' : String(v).trim());
  }
  const rows: SheetRows['rows'] = [];
  for (let r = 3; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = header.map((_, i) => plain(row.getCell(i + 1).value));
    if (cells.every((c) => c === null || c === '')) continue;
    rows.push({ number: r, cells });
  }
  return { header, rows };
}
