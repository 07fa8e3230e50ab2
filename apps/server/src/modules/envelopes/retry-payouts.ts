import type { PayoutRetryResult } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { campaignForAction, lockCampaign } from './campaign-access.ts';
import { runPayouts } from './run-payouts.ts';
import { type PendingPayout, settleGrant } from './settle-grant.ts';

/**
 * red-envelope/payout/retry: each failed grant of the campaign (those named, or all) moves to its
 * next payout attempt and runs through `settleGrant` again under the campaign lock — so a response
 * marked invalid since is rejected instead of paid — and the payouts booked are sent after the
 * commit. A retry that fails again leaves the grant failed at the new attempt; one that a crash
 * interrupts stays `paying` for the housekeeping sweep, as any payout.
 */
export async function retryGrantPayouts(
  deps: AppDeps,
  userId: number,
  campaignId: string,
  ids: readonly number[] | null,
): Promise<PayoutRetryResult> {
  await campaignForAction(deps.db, userId, campaignId);
  const provider = moneyProviders(deps).payouts.name;
  const now = deps.now();
  const payouts: PendingPayout[] = [];
  const tried = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    const where = [eq(envelopeGrants.campaignId, campaignId), eq(envelopeGrants.status, 'failed')];
    if (ids) where.push(inArray(envelopeGrants.id, [...new Set(ids)]));
    const failed = await tx
      .select()
      .from(envelopeGrants)
      .where(and(...where))
      .orderBy(envelopeGrants.id)
      .for('update');
    for (const grant of failed) {
      const [next] = await tx
        .update(envelopeGrants)
        .set({ status: 'held', payoutAttempt: grant.payoutAttempt + 1 })
        .where(eq(envelopeGrants.id, grant.id))
        .returning();
      const payout = await settleGrant(tx, campaign, next!, provider, now);
      if (payout) payouts.push(payout);
    }
    return new Set(failed.map((g) => g.id));
  });
  await runPayouts(deps, payouts);
  return {
    retried: payouts.length,
    skipped: ids ? [...new Set(ids)].filter((id) => !tried.has(id)) : [],
  };
}
