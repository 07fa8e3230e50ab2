import { randomBytes } from 'node:crypto';
import type { LotteryConfig, Prize, RespondReceipt } from '@cairn/contract';
import { drawInstant, type PrizeDraw, prizeForPosition, prizeStock } from '@cairn/rewards';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, lotteryEntries, lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { lockLottery } from './lottery-access.ts';
import type { LotteryRow } from './lottery-view.ts';

export type LotteryResult = NonNullable<RespondReceipt['lottery']>;
type WinnerRow = typeof lotteryWinners.$inferSelect;
type DrawDeps = Pick<AppDeps, 'db' | 'now' | 'rng'>;

export const newClaimToken = () => randomBytes(24).toString('base64url');

/** The lottery that decides a survey's submits: its newest one running (a paused one draws nothing). */
async function runningLotteryId(db: Db, surveyId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(
      and(eq(lotteries.surveyId, surveyId), eq(lotteries.status, 'running'), isNull(lotteries.deletedAt)),
    )
    .orderBy(desc(lotteries.createdAt))
    .limit(1);
  return row?.id ?? null;
}

const inWindow = (config: LotteryConfig, now: number) =>
  (config.startAt === null || now >= config.startAt) && (config.endAt === null || now < config.endAt);

/**
 * The lottery draw of a freshly finished response, right after it committed (as the envelope
 * grant, envelopes/grant-at-submit.ts). One transaction with the lottery row locked: the response
 * enters (position = entries + 1), then instant mode rolls `drawInstant`, order mode asks
 * `prizeForPosition`, after-close answers pending. A win takes one from the prize's stock in the
 * same transaction, so concurrent submits queue on the row and stock is never oversold. A
 * response already entered answers its first result (nothing is drawn again).
 */
export async function drawAtSubmit(
  deps: DrawDeps,
  surveyId: number,
  responseId: string,
): Promise<LotteryResult | undefined> {
  const lotteryId = await runningLotteryId(deps.db, surveyId);
  if (!lotteryId) return undefined;
  const now = deps.now();
  const rng = deps.rng ?? Math.random;
  return deps.db.transaction(async (tx) => {
    const row = await lockLottery(tx, lotteryId);
    const config = row.config as LotteryConfig;
    if (row.status !== 'running' || !inWindow(config, now)) return undefined;
    const [entered] = await tx
      .select()
      .from(lotteryEntries)
      .where(and(eq(lotteryEntries.lotteryId, row.id), eq(lotteryEntries.responseId, responseId)));
    if (entered) return resultOf(tx, row, responseId);
    const position = row.entries + 1;
    await tx
      .insert(lotteryEntries)
      .values({ lotteryId: row.id, surveyId, responseId, position, enteredAt: new Date(now) });
    await tx.update(lotteries).set({ entries: position }).where(eq(lotteries.id, row.id));
    if (config.mode === 'after-close') return pending;
    const draw: PrizeDraw =
      config.mode === 'instant'
        ? drawInstant(config.prizes, row.remaining, rng)
        : prizeForPosition(config, position, row.remaining);
    if (!draw.win) return lost;
    const winner = await awardPrize(tx, row, responseId, draw.prizeIndex, now);
    return wonResult(config.prizes[winner.prizeIndex]!, winner);
  });
}

/**
 * Gives prize `prizeIndex` to the response, with the lottery row locked by the caller: one off its
 * stock, the next unused coupon code (codes are given in order: the used ones are the first
 * `codes − remaining`), a fresh claim token. The caller has checked the stock.
 */
export async function awardPrize(
  tx: Db,
  row: LotteryRow,
  responseId: string,
  prizeIndex: number,
  now: number,
): Promise<WinnerRow> {
  const prize = (row.config as LotteryConfig).prizes[prizeIndex]!;
  const left = row.remaining[prizeIndex] ?? 0;
  if (left <= 0) throw new Error(`lottery ${row.id}: prize ${prizeIndex} is out of stock`);
  const remaining = row.remaining.map((n, i) => (i === prizeIndex ? n - 1 : n));
  await tx
    .update(lotteries)
    .set({ remaining, updatedAt: new Date(now) })
    .where(eq(lotteries.id, row.id));
  row.remaining = remaining;
  const [winner] = await tx
    .insert(lotteryWinners)
    .values({
      lotteryId: row.id,
      surveyId: row.surveyId,
      responseId,
      prizeIndex,
      kind: prize.kind,
      amountFen: prize.kind === 'cash' ? prize.amountFen : null,
      couponCode: prize.kind === 'coupon' ? (prize.codes[prizeStock(prize) - left]?.trim() ?? null) : null,
      status: 'won',
      claimToken: newClaimToken(),
      wonAt: new Date(now),
    })
    .returning();
  if (!winner) throw new Error('winner not stored');
  return winner;
}

const pending: LotteryResult = {
  pending: true,
  won: false,
  prizeName: null,
  kind: null,
  amountFen: null,
  claimFields: null,
  claimToken: null,
  resultTicket: null,
};
const lost: LotteryResult = { ...pending, pending: false };

function wonResult(prize: Prize, winner: WinnerRow): LotteryResult {
  return {
    pending: false,
    won: true,
    prizeName: prize.name,
    kind: prize.kind,
    amountFen: winner.amountFen,
    claimFields: prize.kind === 'physical' ? prize.claimFields : null,
    claimToken: winner.claimToken,
    resultTicket: null,
  };
}

/** A response's result in a lottery it entered: its prize, pending until an after-close draw, else lost. */
export async function resultOf(db: Db, row: LotteryRow, responseId: string): Promise<LotteryResult> {
  const [winner] = await db
    .select()
    .from(lotteryWinners)
    .where(and(eq(lotteryWinners.lotteryId, row.id), eq(lotteryWinners.responseId, responseId)));
  const config = row.config as LotteryConfig;
  if (winner) return wonResult(config.prizes[winner.prizeIndex]!, winner);
  return config.mode === 'after-close' && row.drawnAt === null ? pending : lost;
}

/** A retried submit's lottery: the result its first submit had, if it entered one (no new draw). */
export async function lotteryOfResponse(
  db: Db,
  surveyId: number,
  responseId: string,
): Promise<LotteryResult | undefined> {
  const [entry] = await db
    .select({ lotteryId: lotteryEntries.lotteryId })
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.surveyId, surveyId), eq(lotteryEntries.responseId, responseId)))
    .orderBy(desc(lotteryEntries.id))
    .limit(1);
  if (!entry) return undefined;
  const [row] = await db
    .select()
    .from(lotteries)
    .where(inArray(lotteries.id, [entry.lotteryId]));
  return row ? resultOf(db, row, responseId) : undefined;
}
