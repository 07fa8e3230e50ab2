import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { checkXlsx, XLSX_LIMITS, type XlsxCheck, type XlsxLimits } from './xlsx-guard.ts';

/** Why an upload could not be read as an xlsx workbook; each import words it with its own code. */
export type XlsxProblem = Exclude<XlsxCheck, 'ok'> | 'unreadable' | 'no-sheet';
export type XlsxRefusal = (problem: XlsxProblem) => AppError;

/**
 * The refusals most imports give (the cascade upload's first): A0112 for an .xls, A0111 for a
 * password-protected or damaged file or one that expands too far, A0106 for anything else that is
 * not an xlsx, A0108 for a workbook without a sheet.
 */
export const standardXlsxRefusal =
  (fileName: string): XlsxRefusal =>
  (problem) => {
    if (problem === 'ole')
      // Password-protected .xlsx files are OLE containers too; only an .xls name gets the "save as" advice.
      return /\.xls$/i.test(fileName) ? new AppError('A0112') : new AppError('A0111', 'encrypted');
    if (problem === 'not-xlsx') return new AppError('A0106', 'xlsx');
    if (problem === 'too-large') return new AppError('A0111', 'the workbook expands too far');
    if (problem === 'corrupt') return new AppError('A0111', 'the file is damaged');
    if (problem === 'unreadable') return new AppError('A0111', 'the file cannot be read');
    return new AppError('A0108');
  };

/**
 * The first worksheet of an uploaded xlsx: the archive checked by xlsx-guard before exceljs reads
 * a byte of it (exceljs trusts the archive), then loaded. Every problem is `refuse`'s error.
 */
export async function loadFirstSheet(
  bytes: Buffer,
  refuse: XlsxRefusal,
  limits: XlsxLimits = XLSX_LIMITS,
): Promise<ExcelJS.Worksheet> {
  const check = checkXlsx(bytes, limits);
  if (check !== 'ok') throw refuse(check);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; a copy of exactly the file's bytes.
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await workbook.xlsx.load(copy as ArrayBuffer as ExcelJS.Buffer);
  } catch {
    throw refuse('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('no-sheet');
  return sheet;
}
