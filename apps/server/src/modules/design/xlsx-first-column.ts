import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { checkXlsx } from './xlsx-guard.ts';

/**
 * The texts of an uploaded .xlsx's first worksheet, first column, with their row numbers (blank
 * cells left out), for the imports of codes (invitation codes, coupon codes). Same file checks as
 * the cascade upload: A0112 for .xls, A0106 for anything else that is not an xlsx, A0111 for a
 * damaged or oversized one, A0108 for a workbook without a sheet.
 */
export async function readFirstColumn(
  bytes: Buffer,
  fileName: string,
): Promise<{ row: number; text: string }[]> {
  const check = checkXlsx(bytes);
  if (check === 'ole')
    throw /\.xls$/i.test(fileName) ? new AppError('A0112') : new AppError('A0111', 'encrypted');
  if (check === 'not-xlsx') throw new AppError('A0106', 'xlsx');
  if (check === 'too-large') throw new AppError('A0111', 'the workbook expands too far');
  if (check === 'corrupt') throw new AppError('A0111', 'the file is damaged');
  const workbook = new ExcelJS.Workbook();
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await workbook.xlsx.load(copy as ArrayBuffer as ExcelJS.Buffer);
  } catch {
    throw new AppError('A0111', 'the file cannot be read');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('A0108');
  const values: { row: number; text: string }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    let text = '';
    try {
      text = row.getCell(1).text.trim();
    } catch {
      text = '';
    }
    if (text !== '') values.push({ row: number, text });
  });
  return values;
}
