import { ZInviteCodeText } from '@cairn/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { checkXlsx } from '../design/xlsx-guard.ts';

/**
 * The invitation codes of an uploaded .xlsx: the first worksheet's first column, a header row
 * skipped when it is not a code (邀请码 / Invitation code). Same file checks as the cascade upload:
 * A0112 for .xls, A0106 for anything else that is not an xlsx, A0111 for a damaged or oversized one.
 */
export async function readInviteSheet(bytes: Buffer, fileName: string): Promise<string[]> {
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
  const values: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    let text = '';
    try {
      text = row.getCell(1).text.trim();
    } catch {
      text = '';
    }
    if (text === '') return;
    if (number === 1 && !ZInviteCodeText.safeParse(text).success) return; // a header
    values.push(text);
  });
  return values;
}
