/**
 * Money on screen: the API carries integer fen; people read and type yuan. Both directions are
 * integer and string work only — a typed "0.1" + "0.2" must never become 0.30000000000000004 fen.
 */

/** 1234 → "¥12.34"; thousands grouped ("¥1,000,000.00"); negative amounts keep their sign. */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`formatFen: ${fen} is not whole fen`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan.toLocaleString('en-US')}.${cents}`;
}

/** 1234 → "12.34": the value an amount input shows (no symbol, no grouping). */
export function fenToYuanText(fen: number): string {
  const cents = String(fen % 100).padStart(2, '0');
  return `${Math.trunc(fen / 100)}.${cents}`;
}

const YUAN = /^(\d{1,12})(?:\.(\d{0,2}))?$/;

/**
 * "12.3" → 1230, "0.30" → 30, "5" → 500; null for anything that is not a non-negative amount
 * with at most two decimals (the input then shows its own message). Leading/trailing blanks are
 * ignored, and a trailing dot ("12.") is read as whole yuan.
 */
export function yuanTextToFen(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const fen = whole * 100 + cents;
  return Number.isSafeInteger(fen) ? fen : null;
}
