/**
 * Yuan text from integer fen without floating-point arithmetic: the fen are split with `%` and an
 * exact division of a multiple of 100, so any safe amount prints exactly. Zod-free, so the
 * respondent page (the end page's envelope) takes it too.
 */

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** ¥1,234.05 from 123405; `signed` prints + for a credit (statements). */
export function formatYuan(fen: number, { signed = false }: { signed?: boolean } = {}): string {
  if (!Number.isSafeInteger(fen)) throw new Error(`not whole fen: ${fen}`);
  const abs = Math.abs(fen);
  const cents = abs % 100;
  const yuan = (abs - cents) / 100;
  const sign = fen < 0 ? '−' : signed && fen > 0 ? '+' : '';
  return `${sign}¥${group(String(yuan))}.${String(cents).padStart(2, '0')}`;
}
