import { type CleaningVerdict, type EnvelopeConfig, ZReviewMode } from '@cairn/contract';
import { reviewOutcome } from '@cairn/rewards';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeCampaigns, envelopeGrants, responses } from '../../db/schema/index.ts';
import { attemptKey } from '../wallet/payout-attempt.ts';
import type { CampaignRow } from './campaign-view.ts';
import { drawFromEscrows } from './escrow.ts';

export type GrantRow = typeof envelopeGrants.$inferSelect;

/** A payout the provider must make once the transaction that booked it has committed. */
export interface PendingPayout {
  grantId: number;
  campaignId: string;
  openId: string;
  amountFen: number;
  provider: string;
  /** The grant's payout attempt (its keys carry it: wallet/payout-attempt.ts). */
  attempt: number;
}

/** A grant locked for the rest of the transaction. */
export async function lockGrant(tx: Db, grantId: number): Promise<GrantRow | undefined> {
  const [row] = await tx.select().from(envelopeGrants).where(eq(envelopeGrants.id, grantId)).for('update');
  return row;
}

/** The response's cleaning verdict now: marked invalid (by cleaning or by hand) wins over anything stored. */
async function cleaningNow(tx: Db, grant: GrantRow): Promise<CleaningVerdict> {
  const [response] = await tx
    .select({ status: responses.status })
    .from(responses)
    .where(and(eq(responses.surveyId, grant.surveyId), eq(responses.id, grant.responseId)));
  if (!response || response.status === 'invalid') return 'invalid';
  return grant.cleaning;
}

/**
 * Runs rewards' `reviewOutcome` on a held grant, with the campaign and grant rows
 * locked by the caller: `reject` returns the reservation (to the wallet at once when the campaign
 * has ended); `pay` marks it approved and, once it has a claimant, books the payout (escrow →
 * payout-out, key `grant-payout:{id}[:{attempt}]`: paying is idempotent per grant and attempt) and answers it for the
 * provider. A response marked invalid is never paid: the verdict is read from the response now.
 */
export async function settleGrant(
  tx: Db,
  campaign: CampaignRow,
  grant: GrantRow,
  provider: string,
  now: number,
): Promise<PendingPayout | null> {
  // A failed payout is sent again only by retryGrantPayouts, which moves it to the next attempt.
  if (grant.status !== 'held') return null;
  const mode = ZReviewMode.parse((campaign.config as EnvelopeConfig).review);
  const cleaning = await cleaningNow(tx, grant);
  const outcome = reviewOutcome(mode, cleaning, grant.audit);
  if (outcome === 'hold') {
    if (cleaning !== grant.cleaning)
      await tx.update(envelopeGrants).set({ cleaning }).where(eq(envelopeGrants.id, grant.id));
    return null;
  }
  if (outcome === 'reject') {
    await rejectGrant(tx, campaign, grant, cleaning, now);
    return null;
  }
  if (grant.claimant === null) {
    await tx.update(envelopeGrants).set({ approved: true, cleaning }).where(eq(envelopeGrants.id, grant.id));
    return null;
  }
  const key = attemptKey(`grant-payout:${grant.id}`, grant.payoutAttempt);
  await drawFromEscrows(tx, campaign, grant.amountFen, key, now, {
    kind: 'payout',
    provider,
  });
  await tx
    .update(envelopeGrants)
    .set({
      approved: true,
      cleaning,
      // 'paid' once the provider has paid (run-payouts.ts): a process dying in between leaves it
      // 'paying', which recoverGrantPayouts finishes.
      status: 'paying',
      paidAt: new Date(now),
      payoutRef: `${provider}:${key}`,
      note: null,
    })
    .where(eq(envelopeGrants.id, grant.id));
  await tx
    .update(envelopeCampaigns)
    .set({
      heldFen: sql`${envelopeCampaigns.heldFen} - ${grant.amountFen}`,
      paidFen: sql`${envelopeCampaigns.paidFen} + ${grant.amountFen}`,
      updatedAt: new Date(now),
    })
    .where(eq(envelopeCampaigns.id, campaign.id));
  return {
    grantId: grant.id,
    campaignId: campaign.id,
    openId: grant.claimant,
    amountFen: grant.amountFen,
    provider,
    attempt: grant.payoutAttempt,
  };
}

/** A refused grant gives its reservation back: to the budget, or to the wallet once the campaign ended. */
async function rejectGrant(
  tx: Db,
  campaign: CampaignRow,
  grant: GrantRow,
  cleaning: CleaningVerdict,
  now: number,
): Promise<void> {
  await tx
    .update(envelopeGrants)
    .set({
      status: 'rejected',
      cleaning,
      approved: false,
      note: cleaning === 'invalid' ? 'response marked invalid' : 'rejected by review',
    })
    .where(eq(envelopeGrants.id, grant.id));
  const ended = campaign.status === 'ended';
  if (ended)
    await drawFromEscrows(tx, campaign, grant.amountFen, `grant-return:${grant.id}`, now, { kind: 'refund' });
  await tx
    .update(envelopeCampaigns)
    .set({
      heldFen: sql`${envelopeCampaigns.heldFen} - ${grant.amountFen}`,
      ...(ended ? { refundedFen: sql`${envelopeCampaigns.refundedFen} + ${grant.amountFen}` } : {}),
      updatedAt: new Date(now),
    })
    .where(eq(envelopeCampaigns.id, campaign.id));
}
