import type { AuditResult, EnvelopeConfig } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { campaignForAction, lockCampaign } from './campaign-access.ts';
import { runPayouts } from './run-payouts.ts';
import { type PendingPayout, settleGrant } from './settle-grant.ts';

type Decision = 'approved' | 'rejected';

/**
 * Manual review (audit, audit/all, audit/upload): only a campaign whose review mode is manual and
 * that has started (A2065 otherwise). Each held grant still pending audit among `responseIds`
 * (null: all of them) gets the decision and runs through `settleGrant` — an approved response the
 * cleaning marked invalid is rejected and listed as skipped; other ids (unknown, decided,
 * rejected) are skipped. Approved grants with a claimant are paid after the commit.
 */
export async function auditGrants(
  deps: AppDeps,
  userId: number,
  campaignId: string,
  decision: Decision,
  responseIds: readonly string[] | null,
): Promise<AuditResult> {
  await campaignForAction(deps.db, userId, campaignId);
  const provider = moneyProviders(deps).payouts.name;
  const now = deps.now();
  const payouts: PendingPayout[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, campaignId);
    if (
      (campaign.config as EnvelopeConfig).review !== 'manual' ||
      ['draft', 'paying'].includes(campaign.status)
    )
      throw new AppError('A2065', 'manual review applies to a started campaign in manual review mode');
    const grants = await pendingGrants(tx, campaignId, responseIds);
    const decided = new Set<string>();
    const out: AuditResult = { approved: 0, rejected: 0, skipped: [] };
    for (const grant of grants) {
      const [marked] = await tx
        .update(envelopeGrants)
        .set({ audit: decision })
        .where(eq(envelopeGrants.id, grant.id))
        .returning();
      const payout = await settleGrant(tx, campaign, marked!, provider, now);
      if (payout) payouts.push(payout);
      const [after] = await tx.select().from(envelopeGrants).where(eq(envelopeGrants.id, grant.id));
      decided.add(grant.responseId);
      if (decision === 'approved' && after?.status === 'rejected') out.skipped.push(grant.responseId);
      else out[decision]++;
    }
    if (responseIds) out.skipped.push(...[...new Set(responseIds)].filter((id) => !decided.has(id)));
    return out;
  });
  await runPayouts(deps, payouts);
  return result;
}

async function pendingGrants(tx: Db, campaignId: string, responseIds: readonly string[] | null) {
  const where = [
    eq(envelopeGrants.campaignId, campaignId),
    eq(envelopeGrants.status, 'held'),
    eq(envelopeGrants.audit, 'pending'),
  ];
  if (responseIds) {
    if (responseIds.length === 0) return [];
    where.push(inArray(envelopeGrants.responseId, [...new Set(responseIds)]));
  }
  return tx
    .select()
    .from(envelopeGrants)
    .where(and(...where))
    .orderBy(envelopeGrants.id)
    .for('update');
}
