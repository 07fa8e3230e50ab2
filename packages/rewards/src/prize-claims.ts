import { TRACKING_EDIT_WINDOW_MS } from '@cairn/contract';

/**
 * The prize centre's pure rules (issue 23): what an observer without the launch right sees of a
 * winner's claim and code, who a coupon or physical claim counts as, and the shipping decision.
 */

const stars = (n: number) => '*'.repeat(Math.max(1, n));

/** A phone number: first three and last four digits of a mainland mobile, else the last two only. */
export function maskPhone(value: string): string {
  const digits = phoneKey(value) ?? value.replace(/\D/g, '');
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return `${stars(Math.max(1, digits.length - 2))}${digits.slice(-2)}`;
}

/** A name: its first character (张**, L**). */
export function maskName(value: string): string {
  const chars = [...value.trim()];
  return chars.length === 0 ? '' : `${chars[0]}${stars(chars.length - 1)}`;
}

/** An address: its first six characters (the province and city), the rest hidden. */
export function maskAddress(value: string): string {
  const chars = [...value.trim()];
  return chars.length <= 6 ? stars(chars.length) : `${chars.slice(0, 6).join('')}…`;
}

/** A coupon code: its first and last two characters (AB****YZ); a short one wholly hidden. */
export function maskCode(code: string): string {
  const chars = [...code];
  if (chars.length < 6) return stars(chars.length);
  return `${chars.slice(0, 2).join('')}${stars(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** A claim form's answers as an observer sees them: name, phone and address masked, custom answers hidden. */
export function maskClaim(claim: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(claim)) {
    if (key === 'name') out[key] = maskName(value);
    else if (key === 'phone') out[key] = maskPhone(value);
    else if (key === 'address') out[key] = maskAddress(value);
    else out[key] = stars(Math.min([...value].length, 3));
  }
  return out;
}

/**
 * Who a physical claim's phone number is, or null when the form asks none or it has too few
 * digits: the digits only, a leading 0086/+86/86 of a mainland mobile dropped, so "+86 138-0013-8000"
 * and "13800138000" are one person.
 */
export function phoneKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  let digits = value.replace(/\D/g, '');
  const mainland = digits.match(/^(?:0086|86)(1\d{10})$/);
  if (mainland) digits = mainland[1] as string;
  return digits.length >= 5 ? digits : null;
}

export type ShipDecision =
  | { ok: true; change: 'ship' | 'correct' | 'none' }
  | { ok: false; code: 'A2065' | 'A2074' };

/**
 * Marking a physical prize shipped: a claimed one ships; a shipped one with the same number is a
 * repeat (nothing changes: the call is idempotent); another number corrects a typo while it is
 * within TRACKING_EDIT_WINDOW_MS of its first shipping (A2074 after: the winner has had it for a
 * week); any other prize or status A2065.
 */
export function decideShip(
  winner: { kind: string; status: string; trackingNo: string | null; shippedAt: number | null },
  trackingNo: string,
  now: number,
): ShipDecision {
  if (winner.kind !== 'physical') return { ok: false, code: 'A2065' };
  if (winner.status === 'claimed') return { ok: true, change: 'ship' };
  if (winner.status !== 'shipped') return { ok: false, code: 'A2065' };
  if (winner.trackingNo === trackingNo) return { ok: true, change: 'none' };
  const since = winner.shippedAt ?? now;
  return now - since <= TRACKING_EDIT_WINDOW_MS
    ? { ok: true, change: 'correct' }
    : { ok: false, code: 'A2074' };
}

/** Until when a shipped prize's tracking number may be corrected (null before it ships). */
export function trackingEditableUntil(shippedAt: number | null): number | null {
  return shippedAt === null ? null : shippedAt + TRACKING_EDIT_WINDOW_MS;
}
