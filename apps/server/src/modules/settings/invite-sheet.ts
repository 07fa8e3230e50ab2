import { ZInviteCodeText } from '@cairn/contract';
import { readFirstColumn } from '../design/xlsx-first-column.ts';

/**
 * The invitation codes of an uploaded .xlsx: the first worksheet's first column, a header row
 * skipped when it is not a code (邀请码 / Invitation code). The file checks are readFirstColumn's.
 */
export async function readInviteSheet(bytes: Buffer, fileName: string): Promise<string[]> {
  const cells = await readFirstColumn(bytes, fileName);
  return cells
    .filter((cell) => !(cell.row === 1 && !ZInviteCodeText.safeParse(cell.text).success))
    .map((cell) => cell.text);
}
