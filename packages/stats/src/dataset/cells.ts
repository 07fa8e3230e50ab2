import type { CellValue } from './types.ts';
import { FLAG_EMPTY } from './types.ts';

/**
 * A cell as a number column holds it: NaN when empty or not a number (a typed text in a number
 * field). A typed −0 is 0: stored cells are JSON, which writes −0 as 0, so a row read from them
 * and the same row converted from its answers hold the same value.
 */
export function toNumber(cell: CellValue | undefined): number {
  if (typeof cell === 'number') return cell === 0 ? 0 : cell;
  if (typeof cell === 'string' && cell.trim() !== '') {
    const value = Number(cell);
    return value === 0 ? 0 : value;
  }
  return Number.NaN;
}

/** 1 chosen, 0 answered but not chosen, FLAG_EMPTY when the row did not answer. */
export function toFlag(cell: CellValue | undefined): number {
  if (cell === null || cell === undefined || cell === '') return FLAG_EMPTY;
  return Number(cell) ? 1 : 0;
}

export function toText(cell: CellValue | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  return typeof cell === 'string' ? cell : String(cell);
}

/**
 * Blank: null, empty or only white space. Most answers start with a visible character, which
 * settles it without `trim()` making a new string per row.
 */
export function isBlankText(value: string | null | undefined): value is null | undefined {
  if (value === null || value === undefined || value.length === 0) return true;
  const first = value.charCodeAt(0);
  if (first > 32 && first !== 160 && first !== 0x3000 && first !== 0xfeff) return false;
  return value.trim() === '';
}
