import { randomBytes } from 'node:crypto';
import type { CampaignStatus, Lottery, LotteryConfig, ZLotterySaveBody } from '@cairn/contract';
import { lotteryCashBudgetFen, lotteryConfigIssues, moveStatus, prizeStock } from '@cairn/rewards';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lotteries, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { rewardError } from '../envelopes/campaign-access.ts';
import { authorWallet } from '../envelopes/create-campaign.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { cancelOrderIn, createOrder } from '../wallet/orders.ts';
import { lockLottery, lotteryForAction } from './lottery-access.ts';
import { type LotteryRow, storedLotteryConfig, toLottery } from './lottery-view.ts';

const newLotteryId = () => `lt_${randomBytes(12).toString('base64url')}`;

function move(from: CampaignStatus, event: 'order' | 'paid'): CampaignStatus {
  const to = moveStatus(from, event);
  if (!to.ok || to.status === 'deleted') throw new Error(`${from} → ${event} refused`);
  return to.status;
}

/**
 * POST lottery: create (no id) or change a draft or paying lottery (A2066 once started). The
 * launch right first (a stranger learns nothing of the rules), then `lotteryConfigIssues` (the
 * first issue's code answers). With cash prizes the lottery waits for the order of their total
 * (draft → paying; the order's hook starts it when paid). Saving a paying lottery keeps its
 * unpaid order when the total is unchanged, else cancels it and orders the new total. Without
 * cash prizes nothing is paid: `start` moves the draft through the same two moves at once.
 */
export async function saveLottery(
  deps: AppDeps,
  userId: number,
  body: z.infer<typeof ZLotterySaveBody>,
): Promise<Lottery> {
  const { id, start, ...config } = body as typeof body & LotteryConfig;
  const known = id ? await lotteryForAction(deps.db, userId, id) : null;
  if (known && known.surveyCode !== config.surveyCode)
    throw new AppError('A0400', 'a lottery stays on its survey');
  const { survey } = await loadSurveyForAction(deps, { userId }, config.surveyCode, 'launch');
  const issues = lotteryConfigIssues(config);
  if (issues.length > 0) throw rewardError(issues);
  const budgetFen = lotteryCashBudgetFen(config);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    let row = known ? await lockLottery(tx, known.row.id) : null;
    if (row && !['draft', 'paying'].includes(row.status))
      throw new AppError('A2066', 'a started lottery cannot be changed');
    if (row) row = await dropStaleOrder(tx, row, budgetFen, now);
    let status: CampaignStatus = row?.status ?? 'draft';
    let orderId = row?.orderId ?? null;
    const walletAccountId = row?.walletAccountId ?? (await authorWallet(tx, userId));
    const lotteryId = row?.id ?? newLotteryId();
    if (status === 'draft' && budgetFen > 0) {
      const order = await createOrder(tx, {
        walletAccountId,
        userId,
        kind: 'lottery',
        refId: lotteryId,
        amountFen: budgetFen,
        now,
      });
      orderId = order.id;
      status = move(status, 'order');
    } else if (status === 'draft' && start) status = move(move(status, 'order'), 'paid');
    const values = {
      name: config.name,
      config: storedLotteryConfig(config),
      status,
      orderId: budgetFen > 0 ? orderId : null,
      remaining: config.prizes.map(prizeStock),
      updatedAt: new Date(now),
    };
    const [saved] = row
      ? await tx.update(lotteries).set(values).where(eq(lotteries.id, row.id)).returning()
      : await tx
          .insert(lotteries)
          .values({
            ...values,
            id: lotteryId,
            surveyId: survey.id,
            userId,
            walletAccountId,
            createdAt: new Date(now),
          })
          .returning();
    if (!saved) throw new Error('lottery not stored');
    return toLottery(tx, saved, survey.code);
  });
}

/**
 * A paying lottery whose cash total changed: its unpaid order is cancelled (the order hook moves
 * it back to draft in this transaction) and the row read again, so the save orders the new total.
 */
async function dropStaleOrder(tx: Db, row: LotteryRow, budgetFen: number, now: number): Promise<LotteryRow> {
  if (row.status !== 'paying' || !row.orderId) return row;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (order?.status === 'unpaid' && order.amountFen === budgetFen) return row;
  if (order?.status === 'unpaid') await cancelOrderIn(tx, row.walletAccountId, order.id, now);
  return lockLottery(tx, row.id);
}
