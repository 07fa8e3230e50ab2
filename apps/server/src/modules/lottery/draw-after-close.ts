import { randomBytes } from 'node:crypto';
import type { Lottery, LotteryConfig } from '@cairn/contract';
import { drawAfterClose } from '@cairn/rewards';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, lotteryEntries, responses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { awardPrize } from './draw-at-submit.ts';
import { lockLottery, lotteryForAction } from './lottery-access.ts';
import { refundUnspent } from './lottery-money.ts';
import { toLottery } from './lottery-view.ts';
import { endLocked } from './manage-lottery.ts';

/**
 * The responses an after-close draw picks from: every entry whose response is still valid (one
 * the cleaning or the author marked invalid since is out). Repeating a draw needs these ids and
 * the recorded seed; the winners' log lists the ids that won.
 */
export async function eligibleResponseIds(db: Db, lotteryId: string, surveyId: number): Promise<string[]> {
  const rows = await db
    .select({ id: lotteryEntries.responseId })
    .from(lotteryEntries)
    .innerJoin(responses, and(eq(responses.surveyId, surveyId), eq(responses.id, lotteryEntries.responseId)))
    .where(and(eq(lotteryEntries.lotteryId, lotteryId), ne(responses.status, 'invalid')));
  return rows.map((r) => r.id);
}

/**
 * POST lottery/{id}/draw: after-close mode only, once (A2065 for another mode, a drawn lottery,
 * or one still open: running or paused with its end time ahead or unset). A lottery whose end
 * time passed is ended first. Under the row lock: a fresh seed recorded with the draw, rewards'
 * `drawAfterClose` over the eligible entries, each winner awarded as at submit, then the cash the
 * draw did not give refunded.
 */
export async function drawLottery(deps: AppDeps, userId: number, id: string): Promise<Lottery> {
  const { surveyCode } = await lotteryForAction(deps.db, userId, id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    let row = await lockLottery(tx, id);
    const config = row.config as LotteryConfig;
    if (config.mode !== 'after-close') throw new AppError('A2065', 'only an after-close lottery is drawn');
    if (row.drawnAt !== null) throw new AppError('A2065', 'drawn already');
    const closed = row.status === 'ended' || (config.endAt !== null && config.endAt <= now);
    if (!closed || !['running', 'paused', 'ended'].includes(row.status))
      throw new AppError('A2065', 'the lottery has not closed');
    if (row.status !== 'ended') row = await endLocked(tx, row, now);
    const seed = randomBytes(16).toString('hex');
    const winners = drawAfterClose(await eligibleResponseIds(tx, row.id, row.surveyId), config.prizes, seed);
    for (const w of winners) await awardPrize(tx, row, w.id, w.prizeIndex, now);
    await tx
      .update(lotteries)
      .set({ drawSeed: seed, drawnAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(lotteries.id, row.id));
    await refundUnspent(tx, await lockLottery(tx, row.id), now);
    return toLottery(tx, await lockLottery(tx, row.id), surveyCode);
  });
}
