import { randomBytes } from 'node:crypto';
import { type EnvelopeConfig, envelopeConfigIssues, type ZCampaignCreated } from '@cairn/contract';
import { moveStatus } from '@cairn/rewards';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelopeCampaigns } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadSubject } from '../../policy/subject.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { ensureAccount } from '../wallet/ledger.ts';
import { createOrder } from '../wallet/orders.ts';
import { rewardError } from './campaign-access.ts';
import { storedConfig, toCampaign } from './campaign-view.ts';

const newCampaignId = () => `ev_${randomBytes(12).toString('base64url')}`;

/**
 * The wallet a campaign's orders draw on: the organisation's when the author belongs to one, else
 * their own (as `callerWallet`, without its finance check: making an order moves nothing; paying
 * it is `order/pay`, which needs the finance right).
 */
export async function authorWallet(db: Db, userId: number): Promise<number> {
  const subject = await loadSubject(db, userId);
  const owner = subject.organizationId === null ? `user:${userId}` : `org:${subject.organizationId}`;
  return ensureAccount(db, 'wallet', owner);
}

/**
 * POST red-envelope: the launch right on the survey, the config checked by the rules (the first
 * issue's code answers), then one transaction: the campaign, the order for its budget, status
 * draft → paying (rewards' `moveStatus`). The order is paid with `order/pay/{id}`; its hook moves
 * the campaign to running.
 */
export async function createCampaign(
  deps: AppDeps,
  userId: number,
  config: EnvelopeConfig,
): Promise<z.infer<typeof ZCampaignCreated>> {
  // The right first: a stranger learns nothing of the rules' verdict.
  const { survey } = await loadSurveyForAction(deps, { userId }, config.surveyCode, 'launch');
  const issues = envelopeConfigIssues(config);
  if (issues.length > 0) throw rewardError(issues);
  const walletAccountId = await authorWallet(deps.db, userId);
  const now = deps.now();
  const paying = moveStatus('draft', 'order');
  if (!paying.ok || paying.status === 'deleted') throw new Error('draft → paying refused');
  const status = paying.status;
  return deps.db.transaction(async (tx) => {
    const id = newCampaignId();
    const order = await createOrder(tx, {
      walletAccountId,
      userId,
      kind: 'envelope',
      refId: id,
      amountFen: config.budgetFen,
      now,
    });
    const [row] = await tx
      .insert(envelopeCampaigns)
      .values({
        id,
        surveyId: survey.id,
        userId,
        walletAccountId,
        name: config.name,
        config: storedConfig(config),
        status,
        orderIds: [order.id],
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('campaign not stored');
    return {
      campaign: await toCampaign(tx, row, survey.code),
      order: { id: order.id, amountFen: order.amountFen },
    };
  });
}

/** Used by update: the row after a change, answered as the campaign. */
export async function reloadCampaign(db: Db, id: string) {
  const [row] = await db.select().from(envelopeCampaigns).where(eq(envelopeCampaigns.id, id));
  if (!row) throw new Error(`campaign ${id} vanished`);
  return row;
}
