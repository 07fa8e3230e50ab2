import type {
  Campaign,
  CampaignAction,
  EnvelopeUpdateBody,
  ZEnvelopeUpdated,
  ZStatusResult,
} from '@cairn/contract';
import { checkEdit, moveStatus } from '@cairn/rewards';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { envelopeCampaigns } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { createOrder } from '../wallet/orders.ts';
import { campaignForAction, lockCampaign, rewardError } from './campaign-access.ts';
import { configOf, grantedMaxFen, storedConfig, toCampaign } from './campaign-view.ts';
import { endAndRefund } from './refund-campaign.ts';

/** GET red-envelope: a survey's campaigns, newest first, a page at a time (launch right). */
export async function listCampaigns(
  deps: AppDeps,
  userId: number,
  query: { surveyCode: string; page: number; pageSize: number },
) {
  const { survey } = await loadSurveyForAction(deps, { userId }, query.surveyCode, 'launch');
  const where = and(eq(envelopeCampaigns.surveyId, survey.id), isNull(envelopeCampaigns.deletedAt));
  const [total] = await deps.db.select({ n: count() }).from(envelopeCampaigns).where(where);
  const rows = await deps.db
    .select()
    .from(envelopeCampaigns)
    .where(where)
    .orderBy(desc(envelopeCampaigns.createdAt), desc(envelopeCampaigns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records: Campaign[] = [];
  for (const row of rows) records.push(await toCampaign(deps.db, row, survey.code));
  return { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, records };
}

export async function getCampaign(deps: AppDeps, userId: number, id: string): Promise<Campaign> {
  const { row, surveyCode } = await campaignForAction(deps.db, userId, id);
  return toCampaign(deps.db, row, surveyCode);
}

/**
 * POST red-envelope/update: rewards' `checkEdit` on the locked row (the rule's code answers); a
 * budget raised on a started campaign is a top-up order for the difference, funded when paid.
 */
export async function updateCampaign(
  deps: AppDeps,
  userId: number,
  body: EnvelopeUpdateBody,
): Promise<z.infer<typeof ZEnvelopeUpdated>> {
  const { surveyCode } = await campaignForAction(deps.db, userId, body.id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, body.id);
    const { id: _id, ...patch } = body;
    const decision = checkEdit(
      {
        status: row.status,
        config: configOf(row, surveyCode),
        grantedMaxFen: await grantedMaxFen(tx, row.id),
      },
      patch,
      now,
    );
    if (!decision.ok) throw rewardError(decision.issues);
    // A draft (its budget order was cancelled) saved is a new budget order for the whole budget,
    // and paying again; a started campaign's raised budget is a top-up for the difference.
    const reorder = row.status === 'draft' ? moveStatus('draft', 'order') : null;
    const orderFen = reorder ? decision.config.budgetFen : decision.topUpFen;
    const topUp =
      orderFen > 0
        ? await createOrder(tx, {
            walletAccountId: row.walletAccountId,
            userId,
            kind: 'envelope',
            refId: row.id,
            amountFen: orderFen,
            now,
          })
        : null;
    const [updated] = await tx
      .update(envelopeCampaigns)
      .set({
        name: decision.config.name,
        config: storedConfig(decision.config),
        ...(topUp ? { orderIds: [...row.orderIds, topUp.id] } : {}),
        ...(reorder?.ok && reorder.status !== 'deleted' ? { status: reorder.status } : {}),
        updatedAt: new Date(now),
      })
      .where(eq(envelopeCampaigns.id, row.id))
      .returning();
    return {
      campaign: await toCampaign(tx, updated!, surveyCode),
      topUp: topUp ? { id: topUp.id, amountFen: topUp.amountFen } : null,
    };
  });
}

/**
 * POST red-envelope/status: pause and resume move the status (rewards' `moveStatus`, A2065 for
 * any other move); end refunds the unspent budget as refund/{id} does; delete only a draft or an
 * ended campaign (A2056), which is hidden, not erased (the ledger names it).
 */
export async function changeStatus(
  deps: AppDeps,
  userId: number,
  body: { id: string; action: CampaignAction },
): Promise<z.infer<typeof ZStatusResult>> {
  const { surveyCode } = await campaignForAction(deps.db, userId, body.id);
  if (body.action === 'end') return (await endAndRefund(deps, body.id, surveyCode)).campaign;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, body.id);
    const move = moveStatus(row.status, body.action);
    if (!move.ok) throw new AppError(move.code, move.message);
    if (move.status === 'deleted') {
      await tx
        .update(envelopeCampaigns)
        .set({ deletedAt: new Date(now), updatedAt: new Date(now) })
        .where(eq(envelopeCampaigns.id, row.id));
      return null;
    }
    const [updated] = await tx
      .update(envelopeCampaigns)
      .set({ status: move.status, updatedAt: new Date(now) })
      .where(eq(envelopeCampaigns.id, row.id))
      .returning();
    return toCampaign(tx, updated!, surveyCode);
  });
}
