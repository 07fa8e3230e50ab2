import type { EnvelopeConfig, RespondReceipt } from '@cairn/contract';
import { decideGrant } from '@cairn/rewards';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeCampaigns, envelopeGrants } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../respond/access-facts.ts';
import { moneyProviders } from '../wallet/money-providers.ts';
import { lockCampaign } from './campaign-access.ts';
import { remainingFen } from './campaign-view.ts';
import { runPayouts } from './run-payouts.ts';
import { type PendingPayout, settleGrant } from './settle-grant.ts';

export type EnvelopeResult = NonNullable<RespondReceipt['envelope']>;
type GrantDeps = Pick<AppDeps, 'db' | 'now' | 'rng' | 'money' | 'publicUrl' | 'signingKey'>;

/** The campaign that decides a survey's submits: its newest one running or paused. */
async function activeCampaignId(db: Db, surveyId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: envelopeCampaigns.id })
    .from(envelopeCampaigns)
    .where(
      and(
        eq(envelopeCampaigns.surveyId, surveyId),
        inArray(envelopeCampaigns.status, ['running', 'paused']),
        isNull(envelopeCampaigns.deletedAt),
      ),
    )
    .orderBy(desc(envelopeCampaigns.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Who the limits count: the address as the respondent, the device cookie (else the address) as the device. */
export function grantKeys(visitor: Visitor) {
  return {
    respondentKey: `ip:${visitor.ip}`,
    deviceKey: visitor.deviceId ? `device:${visitor.deviceId}` : `ip:${visitor.ip}`,
  };
}

/**
 * The envelope a freshly finished response wins, decided right after the response committed
 * (the plain submit path has no transaction of its own: it is batched, finish-batch.ts). One
 * transaction locks the campaign row, counts the respondent's and device's grants, runs rewards'
 * `decideGrant` on the remaining budget and reserves the amount (a held grant and `held_fen`
 * raised, guarded by the campaign's CHECK): concurrent submits queue on the row, so limits and
 * budget are read after the previous grant committed, and the budget never goes negative. The
 * grant is unique per (campaign, response). Review mode `none` approves at once.
 */
export async function grantAtSubmit(
  deps: GrantDeps,
  surveyId: number,
  responseId: string,
  visitor: Visitor,
): Promise<EnvelopeResult | undefined> {
  const campaignId = await activeCampaignId(deps.db, surveyId);
  if (!campaignId) return undefined;
  const now = deps.now();
  const rng = deps.rng ?? Math.random;
  const keys = grantKeys(visitor);
  const provider = moneyProviders(deps as AppDeps).payouts.name;
  let payout: PendingPayout | null = null;
  const result = await deps.db.transaction(async (tx): Promise<EnvelopeResult> => {
    const campaign = await lockCampaign(tx, campaignId);
    const [existing] = await tx
      .select()
      .from(envelopeGrants)
      .where(and(eq(envelopeGrants.campaignId, campaignId), eq(envelopeGrants.responseId, responseId)));
    if (existing) return won(existing.id, existing.amountFen);
    const counted = (column: 'respondentKey' | 'deviceKey') =>
      tx
        .select({ n: count() })
        .from(envelopeGrants)
        .where(
          and(
            eq(envelopeGrants.campaignId, campaignId),
            eq(envelopeGrants[column], keys[column]),
            ne(envelopeGrants.status, 'rejected'),
          ),
        )
        .then((rows) => rows[0]?.n ?? 0);
    const decision = decideGrant({
      campaign: { ...(campaign.config as EnvelopeConfig), status: campaign.status },
      now,
      respondentGrants: await counted('respondentKey'),
      deviceGrants: await counted('deviceKey'),
      remainingFen: remainingFen(campaign),
      rng,
    });
    if (!decision.win) return { won: false, amountFen: null, reason: decision.reason, grantId: null };
    const [grant] = await tx
      .insert(envelopeGrants)
      .values({
        campaignId,
        surveyId,
        responseId,
        ...keys,
        amountFen: decision.amountFen,
        status: 'held',
        grantedAt: new Date(now),
      })
      .returning();
    if (!grant) throw new Error('grant not stored');
    await tx
      .update(envelopeCampaigns)
      .set({ heldFen: sql`${envelopeCampaigns.heldFen} + ${decision.amountFen}`, updatedAt: new Date(now) })
      .where(eq(envelopeCampaigns.id, campaignId));
    payout = await settleGrant(
      tx,
      { ...campaign, heldFen: campaign.heldFen + grant.amountFen },
      grant,
      provider,
      now,
    );
    return won(grant.id, grant.amountFen);
  });
  if (payout) await runPayouts(deps as AppDeps, [payout]);
  return result;
}

const won = (grantId: number, amountFen: number): EnvelopeResult => ({
  won: true,
  amountFen,
  reason: null,
  grantId,
});

/** A retried submit's envelope: the grant its first submit made, if any (nothing is drawn again). */
export async function grantOfResponse(
  db: Db,
  surveyId: number,
  responseId: string,
): Promise<EnvelopeResult | undefined> {
  const [grant] = await db
    .select({ id: envelopeGrants.id, amountFen: envelopeGrants.amountFen })
    .from(envelopeGrants)
    .where(and(eq(envelopeGrants.surveyId, surveyId), eq(envelopeGrants.responseId, responseId)))
    .orderBy(desc(envelopeGrants.id))
    .limit(1);
  return grant ? won(grant.id, grant.amountFen) : undefined;
}
