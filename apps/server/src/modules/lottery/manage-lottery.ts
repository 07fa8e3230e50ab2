import type { CampaignAction, Lottery } from '@cairn/contract';
import { moveStatus } from '@cairn/rewards';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { lockLottery, lotteryForAction } from './lottery-access.ts';
import { refundUnspent } from './lottery-money.ts';
import { type LotteryRow, toLottery } from './lottery-view.ts';

/** GET lottery/list: a survey's lotteries, newest first, a page at a time (launch right). */
export async function listLotteries(
  deps: AppDeps,
  userId: number,
  query: { surveyCode: string; page: number; pageSize: number },
) {
  const { survey } = await loadSurveyForAction(deps, { userId }, query.surveyCode, 'launch');
  const where = and(eq(lotteries.surveyId, survey.id), isNull(lotteries.deletedAt));
  const [total] = await deps.db.select({ n: count() }).from(lotteries).where(where);
  const rows = await deps.db
    .select()
    .from(lotteries)
    .where(where)
    .orderBy(desc(lotteries.createdAt), desc(lotteries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const records: Lottery[] = [];
  for (const row of rows) records.push(await toLottery(deps.db, row, survey.code));
  return { page: query.page, pageSize: query.pageSize, total: total?.n ?? 0, records };
}

export async function getLottery(deps: AppDeps, userId: number, id: string): Promise<Lottery> {
  const { row, surveyCode } = await lotteryForAction(deps.db, userId, id);
  return toLottery(deps.db, row, surveyCode);
}

/**
 * Ends the locked lottery (`moveStatus`: ending an ended one is a no-op, a draft or paying one
 * A2065) and refunds the unspent cash (lottery-money.ts: once).
 */
export async function endLocked(tx: Db, row: LotteryRow, now: number): Promise<LotteryRow> {
  const move = moveStatus(row.status, 'end');
  if (!move.ok) throw new AppError(move.code, move.message);
  const [ended] = await tx
    .update(lotteries)
    .set({ status: 'ended', endedAt: row.endedAt ?? new Date(now), updatedAt: new Date(now) })
    .where(eq(lotteries.id, row.id))
    .returning();
  await refundUnspent(tx, ended!, now);
  return lockLottery(tx, row.id);
}

/**
 * POST lottery/status: pause and resume by `moveStatus` (A2065 otherwise); end refunds the unspent
 * cash; delete only a draft or an ended lottery (A2056), hidden rather than erased (the ledger and
 * the winners name it).
 */
export async function changeLotteryStatus(
  deps: AppDeps,
  userId: number,
  body: { id: string; action: CampaignAction },
): Promise<Lottery | null> {
  const { surveyCode } = await lotteryForAction(deps.db, userId, body.id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockLottery(tx, body.id);
    if (body.action === 'end') return toLottery(tx, await endLocked(tx, row, now), surveyCode);
    const move = moveStatus(row.status, body.action);
    if (!move.ok) throw new AppError(move.code, move.message);
    if (move.status === 'deleted') {
      await tx
        .update(lotteries)
        .set({ deletedAt: new Date(now), updatedAt: new Date(now) })
        .where(eq(lotteries.id, row.id));
      return null;
    }
    const [updated] = await tx
      .update(lotteries)
      .set({ status: move.status, updatedAt: new Date(now) })
      .where(eq(lotteries.id, row.id))
      .returning();
    return toLottery(tx, updated!, surveyCode);
  });
}
