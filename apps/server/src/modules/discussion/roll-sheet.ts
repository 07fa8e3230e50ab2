import { ROLL_FIXED_COLUMNS, ROLL_HEADS_MAX, ROLL_IMPORT_MAX_ROWS } from '@cairn/contract';
import type ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { XLSX_LIMITS } from '../design/xlsx-guard.ts';
import { loadFirstSheet, standardXlsxRefusal } from '../design/xlsx-upload.ts';

/** A full file: the most rows, every column and a few unknown ones, as cells (the guard counts them). */
const ROLL_XLSX_LIMITS = {
  ...XLSX_LIMITS,
  maxCells: (ROLL_IMPORT_MAX_ROWS + 1) * (ROLL_FIXED_COLUMNS.length + ROLL_HEADS_MAX + 7),
};

/** A cell as the import reads it: text, or a formula (never evaluated or trusted). */
export type RollCell = string | { formula: true };

export interface RollSheet {
  header: string[];
  /** Data rows (blank ones skipped) with their spreadsheet row numbers. */
  rows: { number: number; cells: RollCell[] }[];
}

function cellText(value: ExcelJS.CellValue): RollCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) return { formula: true };
  if (typeof value === 'object' && 'richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  return '';
}

/**
 * The first worksheet of an uploaded roll: row 1 the headers, data from row 2. The file checks of
 * every xlsx upload come first (xlsx-guard: A0112 .xls, A0106 not an xlsx, A0111 damaged or a zip
 * that expands too far), then A0108 for a sheet with no header, A0109 past ROLL_IMPORT_MAX_ROWS.
 */
export async function readRollSheet(bytes: Buffer, fileName: string): Promise<RollSheet> {
  const sheet = await loadFirstSheet(bytes, standardXlsxRefusal(fileName), ROLL_XLSX_LIMITS);
  if (sheet.actualRowCount === 0) throw new AppError('A0108');
  const width = Math.min(sheet.columnCount, 200);
  const first = sheet.getRow(1);
  const header: string[] = [];
  for (let c = 1; c <= width; c++) {
    const v = cellText(first.getCell(c).value);
    header.push(typeof v === 'string' ? v : '');
  }
  const rows: RollSheet['rows'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = header.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) continue;
    rows.push({ number: r, cells });
    if (rows.length > ROLL_IMPORT_MAX_ROWS)
      throw new AppError('A0109', `at most ${ROLL_IMPORT_MAX_ROWS} interviewees per file`);
  }
  return { header, rows };
}
