/** The spec's bind poll (doc 1 §4, doc 2 §4): every second; the QR refresh is debounced. */
export const QR_POLL_MS = 1000;

/**
 * The states of a QR ticket (spec doc 1 §4: 1 bound, 2 or 3 expired, 5 bound to another account).
 * 0 and 4 are ours: 0 not scanned yet, 4 (login tickets) scanned by a messaging account that no
 * Cairn account has bound. 2 is a ticket past its time, 3 one already used up. A claim ticket's 1
 * is "claimed by the scanner", its 5 "the prize was claimed by another messaging account", its 6
 * (ours) "the scanner's account reached the campaign's per-respondent claim limit" (catalogue A2072).
 */
export const QR_STATE = {
  waiting: 0,
  done: 1,
  expired: 2,
  used: 3,
  notBound: 4,
  boundElsewhere: 5,
  limitReached: 6,
} as const;
export type QrState = (typeof QR_STATE)[keyof typeof QR_STATE];
