import type { ClaimPayout } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { claimGrant } from '../envelopes/claim-and-review.ts';
import { claimWinnerPrize } from '../lottery/claim-prize.ts';
import { lotteryPrizeStatus } from '../lottery/claim-ticket.ts';

/**
 * What a `claim` QR ticket can pay: a kind of prize and how to claim and read it. The scan of a
 * claim ticket (recordScan) calls `claim` with the ticket's target id and the scanner's openId;
 * the end page's poll reads `status`. `claim` must be idempotent for one openId and refuse
 * another with A0403 (the first claimant sticks).

 */
export interface ClaimTarget {
  claim(deps: AppDeps, id: number, openId: string): Promise<unknown>;
  /** Where the prize stands, or null when it is gone. */
  status(deps: AppDeps, id: number): Promise<{ payout: ClaimPayout; amountFen: number } | null>;
}

export const CLAIM_TARGETS = {
  envelope: {
    claim: (deps, grantId, openId) => claimGrant(deps, grantId, openId),
    async status(deps, grantId) {
      const [grant] = await deps.db
        .select({ status: envelopeGrants.status, amountFen: envelopeGrants.amountFen })
        .from(envelopeGrants)
        .where(eq(envelopeGrants.id, grantId));
      return grant ? { payout: grant.status, amountFen: grant.amountFen } : null;
    },
  },
  lottery: {
    claim: (deps, winnerId, openId) => claimWinnerPrize(deps, winnerId, openId),
    status: (deps, winnerId) => lotteryPrizeStatus(deps, winnerId),
  },
} satisfies Record<string, ClaimTarget>;

export type ClaimTargetKind = keyof typeof CLAIM_TARGETS;

export function claimTargetOf(kind: string | null): ClaimTarget | null {
  return kind !== null && Object.hasOwn(CLAIM_TARGETS, kind) ? CLAIM_TARGETS[kind as ClaimTargetKind] : null;
}
