import type { AuditState, CleaningVerdict, ReviewMode } from '@cairn/contract';

export type ReviewOutcome = 'pay' | 'hold' | 'reject';

/**
 * What happens to a grant given the campaign's review mode, the response's cleaning verdict and
 * its manual audit state. A response the cleaning rules mark invalid is never paid, whatever the
 * mode or an audit said (Tencent Wenjuan pays only after review; we also refuse bots an author
 * approved in bulk). auto: paid once cleaning says valid; manual: paid once approved, refused once
 * rejected; none: paid at once.
 */
export function reviewOutcome(mode: ReviewMode, cleaning: CleaningVerdict, audit: AuditState): ReviewOutcome {
  if (cleaning === 'invalid') return 'reject';
  switch (mode) {
    case 'none':
      return 'pay';
    case 'auto':
      return cleaning === 'valid' ? 'pay' : 'hold';
    case 'manual':
      if (audit === 'rejected') return 'reject';
      return audit === 'approved' ? 'pay' : 'hold';
  }
}

/**
 * What ending a campaign returns to the wallet: the escrow left minus what grants still awaiting
 * review hold (those are paid or returned one by one as their review ends). Reserved money above
 * the escrow means the ledger is wrong: that is thrown, never refunded around.
 */
export function refundableFen(escrowFen: number, heldFen: number): number {
  if (!Number.isSafeInteger(escrowFen) || !Number.isSafeInteger(heldFen) || escrowFen < 0 || heldFen < 0)
    throw new Error(`refundableFen: amounts must be non-negative integer fen (${escrowFen}, ${heldFen})`);
  if (heldFen > escrowFen)
    throw new Error(`refundableFen: ${heldFen} fen held exceeds the escrow of ${escrowFen}`);
  return escrowFen - heldFen;
}
