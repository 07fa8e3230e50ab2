import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { envelopeCampaigns, envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { checkEnvelopeClaimLimit } from '../messaging/claim-limits.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { lockCampaign } from './campaign-access.ts';
import { runPayouts } from './run-payouts.ts';
import { type PendingPayout, settleGrant } from './settle-grant.ts';

/**
 * The winner names the messaging-app openId to be paid (the end page's claim, after the
 * respondent identified through the messaging app). The first claimant sticks: another openId is
 * A0403. An approved grant is paid at once; one still in review is paid when its review passes.
 * An openId that has claimed the campaign's per-respondent limit already is A2072 (claim-limits.ts).
 */
export async function claimGrant(
  deps: AppDeps,
  grantId: number,
  openId: string,
): Promise<PendingPayout | null> {
  const provider = moneyProviders(deps).payouts.name;
  const now = deps.now();
  const [found] = await deps.db
    .select({ campaignId: envelopeGrants.campaignId })
    .from(envelopeGrants)
    .where(eq(envelopeGrants.id, grantId));
  if (!found) throw new AppError('A0404');
  const payout = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, found.campaignId);
    await checkEnvelopeClaimLimit(tx, campaign, grantId, openId);
    const [grant] = await tx
      .update(envelopeGrants)
      .set({ claimant: sql`coalesce(${envelopeGrants.claimant}, ${openId})` })
      .where(eq(envelopeGrants.id, grantId))
      .returning();
    if (!grant || grant.claimant !== openId) throw new AppError('A0403', 'claimed by another account');
    return settleGrant(tx, campaign, grant, provider, now);
  });
  if (payout) await runPayouts(deps, [payout]);
  return payout;
}

/**
 * Review mode auto: after the author applied the survey's cleaning rules (report → data cleaning),
 * every held grant of the survey's auto campaigns whose response was submitted by then has a
 * verdict — marked invalid: rejected; still complete: valid, so paid (or approved until claimed).
 */
export async function settleAfterCleaning(deps: AppDeps, surveyId: number, at: number): Promise<void> {
  const provider = moneyProviders(deps).payouts.name;
  const campaigns = await deps.db
    .select({ id: envelopeCampaigns.id })
    .from(envelopeCampaigns)
    .where(
      and(
        eq(envelopeCampaigns.surveyId, surveyId),
        sql`${envelopeCampaigns.config} ->> 'review' = 'auto'`,
        inArray(envelopeCampaigns.status, ['running', 'paused', 'ended']),
      ),
    );
  const payouts: PendingPayout[] = [];
  for (const { id } of campaigns) {
    await deps.db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id);
      const grants = await tx
        .update(envelopeGrants)
        .set({ cleaning: 'valid' })
        .where(
          and(
            eq(envelopeGrants.campaignId, id),
            eq(envelopeGrants.status, 'held'),
            eq(envelopeGrants.cleaning, 'pending'),
            lte(envelopeGrants.grantedAt, new Date(at)),
          ),
        )
        .returning();
      // settleGrant reads each response's status now: one marked invalid is rejected whatever is stored.
      for (const grant of grants) {
        const payout = await settleGrant(tx, campaign, grant, provider, deps.now());
        if (payout) payouts.push(payout);
      }
    });
  }
  await runPayouts(deps, payouts);
}
