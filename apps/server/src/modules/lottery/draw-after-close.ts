import { randomBytes } from 'node:crypto';
import type { Lottery, LotteryConfig } from '@cairn/contract';
import { drawAfterClose } from '@cairn/rewards';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, lotteryEntries, responses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { awardPrize } from './draw-at-submit.ts';
import { lockLottery, lotteryForAction } from './lottery-access.ts';
import { refundUnspent } from './lottery-money.ts';
import { type LotteryRow, toLottery } from './lottery-view.ts';
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

type DrawDeps = Pick<AppDeps, 'db' | 'now'>;

/** Why a lottery cannot be drawn now, or null when it can (an after-close one, closed, not drawn). */
function notDrawable(row: LotteryRow, now: number): string | null {
  const config = row.config as LotteryConfig;
  if (config.mode !== 'after-close') return 'only an after-close lottery is drawn';
  if (row.drawnAt !== null) return 'drawn already';
  const closed = row.status === 'ended' || (config.endAt !== null && config.endAt <= now);
  if (!closed || !['running', 'paused', 'ended'].includes(row.status)) return 'the lottery has not closed';
  return null;
}

/**
 * The draw itself, with the lottery row locked by the caller and `notDrawable` answered null: a
 * lottery whose end time passed is ended first; a fresh seed recorded with the draw, rewards'
 * `drawAfterClose` over the eligible entries, each winner awarded as at submit, then the cash the
 * draw did not give refunded. Answers the row after it.
 */
async function drawLocked(tx: Db, locked: LotteryRow, now: number): Promise<LotteryRow> {
  let row = locked;
  const config = row.config as LotteryConfig;
  if (row.status !== 'ended') row = await endLocked(tx, row, now);
  const seed = randomBytes(16).toString('hex');
  const winners = drawAfterClose(await eligibleResponseIds(tx, row.id, row.surveyId), config.prizes, seed);
  for (const w of winners) await awardPrize(tx, row, w.id, w.prizeIndex, now);
  await tx
    .update(lotteries)
    .set({ drawSeed: seed, drawnAt: new Date(now), updatedAt: new Date(now) })
    .where(eq(lotteries.id, row.id));
  await refundUnspent(tx, await lockLottery(tx, row.id), now);
  return lockLottery(tx, row.id);
}

/**
 * POST lottery/{id}/draw: after-close mode only, once (A2065 for another mode, a drawn lottery,
 * or one still open: running or paused with its end time ahead or unset), under the row lock.
 */
export async function drawLottery(deps: AppDeps, userId: number, id: string): Promise<Lottery> {
  const { surveyCode } = await lotteryForAction(deps.db, userId, id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockLottery(tx, id);
    const refusal = notDrawable(row, now);
    if (refusal) throw new AppError('A2065', refusal);
    return toLottery(tx, await drawLocked(tx, row, now), surveyCode);
  });
}

/**
 * Draws one lottery if it is due (after-close, its end time passed or ended, not drawn), under
 * the row lock: a second caller at the same time waits on the lock, then finds it drawn and does
 * nothing. Answers whether this call drew.
 */
export async function drawIfDue(deps: DrawDeps, id: string): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockLottery(tx, id);
    if (row.deletedAt !== null || notDrawable(row, now) !== null) return false;
    await drawLocked(tx, row, now);
    return true;
  });
}

/**
 * The housekeeping sweep's automatic draw (besides the author's manual one): every after-close
 * lottery whose end time has passed by `at` and that nobody drew, each in its own transaction
 * (`drawIfDue`), so concurrent sweeps draw each lottery once. Answers how many it drew.
 */
export async function drawDueLotteries(deps: DrawDeps, at: number): Promise<number> {
  const due = await deps.db
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(
      and(
        isNull(lotteries.drawnAt),
        isNull(lotteries.deletedAt),
        inArray(lotteries.status, ['running', 'paused', 'ended']),
        sql`${lotteries.config} ->> 'mode' = 'after-close'`,
        sql`(${lotteries.status} = 'ended' or (${lotteries.config} ->> 'endAt')::bigint <= ${at})`,
      ),
    )
    .orderBy(lotteries.createdAt)
    .limit(100);
  let drawn = 0;
  for (const { id } of due) if (await drawIfDue(deps, id)) drawn++;
  return drawn;
}
