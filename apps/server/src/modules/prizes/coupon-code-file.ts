import { AppError } from '../../http/app-error.ts';
import { readFirstColumn } from '../design/xlsx-first-column.ts';
import { checkXlsx } from '../design/xlsx-guard.ts';

/** A first row naming the column, not a code: skipped (the other imports' header rule). */
const HEADERS = new Set([
  '券码',
  '兑换码',
  '优惠码',
  '优惠券码',
  'code',
  'codes',
  'coupon code',
  'coupon codes',
]);

/**
 * The coupon codes of an uploaded file: an .xlsx's first column (a header row skipped), or a .txt
 * read as UTF-8 (a byte-order mark dropped; one code a line, split later as pasted text). Anything
 * else — a .txt that is not UTF-8 text, a .csv, an image — is A0106; the workbook checks are
 * readFirstColumn's.
 */
export async function readCouponCodeFile(bytes: Buffer, fileName: string): Promise<string[]> {
  if (/\.txt$/i.test(fileName)) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('A0106', 'a .txt file in UTF-8');
    }
    if (text.includes('\u0000')) throw new AppError('A0106', 'a .txt file in UTF-8');
    return [text.replace(/^\uFEFF/, '')];
  }
  if (!/\.xlsx?$/i.test(fileName) && checkXlsx(bytes) === 'not-xlsx')
    throw new AppError('A0106', '.xlsx or .txt');
  const cells = await readFirstColumn(bytes, fileName);
  return cells
    .filter((cell) => !(cell.row === 1 && HEADERS.has(cell.text.toLowerCase())))
    .map((cell) => cell.text);
}
