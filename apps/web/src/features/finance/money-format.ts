/**
 * Yuan text from integer fen and back, without floating-point arithmetic: the fen are split with `%`
 * and an exact division of a multiple of 100, so a balance of any safe size prints exactly, and a
 * typed amount becomes fen by reading its digits, never by multiplying a float by 100.
 */

/** The formatter lives in the contract (zod-free) so the respondent page prints amounts the same way. */
export { formatYuan } from '@cairn/contract/money/yuan';

/** The number a form field shows for fen (no currency sign, no grouping): 10050 → "100.50". */
export function fenToYuanText(fen: number): string {
  const cents = fen % 100;
  return `${(fen - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/** Fen from a typed amount in yuan ("100", "100.5", "100.05"); null when it is not one. */
export function parseYuan(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
