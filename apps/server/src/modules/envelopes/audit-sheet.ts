import { AppError } from '../../http/app-error.ts';
import { loadFirstSheet } from '../design/xlsx-upload.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most ids one upload decides (the audit body's limit times ten: a day's responses). */
export const AUDIT_UPLOAD_MAX_IDS = 10_000;

/**
 * The response ids of an uploaded xlsx: the first sheet's first column; a first row that is not
 * an id is a header. Same file checks as the invitation-code import: not an xlsx A0106; an empty
 * sheet, or no id in it, A0108.
 */
export async function readAuditSheet(bytes: Buffer): Promise<string[]> {
  const sheet = await loadFirstSheet(bytes, (problem) => {
    if (problem === 'unreadable') return new AppError('A0106', 'the file cannot be read as xlsx');
    if (problem === 'no-sheet') return new AppError('A0108', 'no response id in the first column');
    return new AppError('A0106', 'xlsx');
  });
  const ids: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const text = row.getCell(1).text.trim();
    if (UUID.test(text)) ids.push(text.toLowerCase());
  });
  if (ids.length === 0) throw new AppError('A0108', 'no response id in the first column');
  if (ids.length > AUDIT_UPLOAD_MAX_IDS) throw new AppError('A0400', `at most ${AUDIT_UPLOAD_MAX_IDS} ids`);
  return ids;
}
