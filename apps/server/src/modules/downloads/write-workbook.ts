import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** A built workbook into a download task's file, resolved once the stream has taken the bytes. */
export async function writeWorkbook(out: Writable, book: ExcelJS.Workbook): Promise<void> {
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  await new Promise<void>((resolve, reject) => out.write(bytes, (e) => (e ? reject(e) : resolve())));
}
