import { loadFirstSheet, standardXlsxRefusal } from './xlsx-upload.ts';

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
  const sheet = await loadFirstSheet(bytes, standardXlsxRefusal(fileName));
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
