import { NORM_ROWS_MAX, type NormTable, ZNormRow } from '@cairn/contract';
import type ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { loadFirstSheet } from '../design/xlsx-upload.ts';

/**
 * A norm table from an uploaded xlsx (the Benchmark editor): the first worksheet, column A the
 * label, B the value, C the base (optional). The first row is a header when its value cell is not
 * a number. A row the table cannot use is A0342 naming its row number; nothing is stored.
 */
export async function readNormSheet(bytes: Buffer, fileName: string): Promise<NormTable> {
  const sheet = await loadFirstSheet(bytes, (problem) => {
    if (problem === 'ole' && /\.xls$/i.test(fileName)) return new AppError('A0112');
    if (problem === 'unreadable') return new AppError('A0342', 'the file cannot be read');
    if (problem === 'no-sheet') return new AppError('A0342', 'the workbook has no worksheet');
    return new AppError('A0342', 'the file is not a readable xlsx workbook');
  });
  const rows: NormTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const label = textOf(row.getCell(1));
    const value = numberOf(row.getCell(2));
    const base = numberOf(row.getCell(3));
    if (label === '' && value === null && base === null) return;
    if (number === 1 && value === null) return; // the header row
    if (rows.length >= NORM_ROWS_MAX)
      throw new AppError('A0342', `row ${number}: more than ${NORM_ROWS_MAX} rows`);
    const parsed = ZNormRow.safeParse({ label, value, base });
    if (!parsed.success || value === null)
      throw new AppError(
        'A0342',
        `row ${number}: a label in A, a number in B and an optional whole positive base in C`,
      );
    rows.push(parsed.data);
  });
  if (rows.length === 0) throw new AppError('A0342', 'no rows below the header');
  return { rows, sheet: sheet.name };
}

function cellValue(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value && typeof value === 'object' && 'result' in value) return (value as { result: unknown }).result;
  return value;
}

function textOf(cell: ExcelJS.Cell): string {
  const value = cellValue(cell);
  if (value === null || value === undefined) return '';
  try {
    return cell.text.trim();
  } catch {
    return String(value).trim();
  }
}

/** A number cell, or numeric text ("42.5", "42.5%" as 42.5); null when empty; NaN otherwise. */
function numberOf(cell: ExcelJS.Cell): number | null {
  const value = cellValue(cell);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  const text = String(typeof value === 'object' ? cell.text : value)
    .trim()
    .replace(/%$/, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
