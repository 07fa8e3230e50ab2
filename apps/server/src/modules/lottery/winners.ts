import type { LotteryConfig, Winner } from '@cairn/contract';
import { decideShip } from '@cairn/rewards';
import { and, count, desc, eq } from 'drizzle-orm';
import { lotteryWinners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { lotteryForAction } from './lottery-access.ts';

type WinnerRow = typeof lotteryWinners.$inferSelect;

export function toWinner(row: WinnerRow, config: LotteryConfig): Winner {
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    responseId: row.responseId,
    prizeIndex: row.prizeIndex,
    prizeName: config.prizes[row.prizeIndex]?.name ?? '',
    kind: row.kind,
    amountFen: row.amountFen,
    // The author sees a coupon's code once the winner has taken it.
    couponCode: row.status === 'won' ? null : row.couponCode,
    status: row.status,
    claim: (row.claim as Record<string, string> | null) ?? null,
    wonAt: row.wonAt.getTime(),
    claimedAt: row.claimedAt?.getTime() ?? null,
    trackingNo: row.trackingNo,
    shippedAt: row.shippedAt?.getTime() ?? null,
  };
}

/** GET lottery/winners: the winners' log, newest first, paged, optionally one prize (launch right). */
export async function listWinners(
  deps: AppDeps,
  userId: number,
  query: { id: string; page: number; pageSize: number; prizeIndex?: number | undefined },
) {
  const { row } = await lotteryForAction(deps.db, userId, query.id);
  const where = and(
    eq(lotteryWinners.lotteryId, row.id),
    query.prizeIndex === undefined ? undefined : eq(lotteryWinners.prizeIndex, query.prizeIndex),
  );
  const [total] = await deps.db.select({ n: count() }).from(lotteryWinners).where(where);
  const rows = await deps.db
    .select()
    .from(lotteryWinners)
    .where(where)
    .orderBy(desc(lotteryWinners.wonAt), desc(lotteryWinners.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const config = row.config as LotteryConfig;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    records: rows.map((w) => toWinner(w, config)),
  };
}

/**
 * POST lottery/ship: a claimed physical prize becomes shipped with its tracking number (its address
 * was taken). Under the winner's row lock, rewards' `decideShip`: the same number again answers the
 * row unchanged (so a retried click is harmless), another one corrects it within 7 days of the first
 * shipping (A2074 after; `shippedAt` keeps the first time), any other prize or status A2065.
 */
export async function shipPrize(
  deps: AppDeps,
  userId: number,
  body: { winnerId: number; trackingNo: string },
): Promise<Winner> {
  const [found] = await deps.db
    .select({ lotteryId: lotteryWinners.lotteryId })
    .from(lotteryWinners)
    .where(eq(lotteryWinners.id, body.winnerId));
  if (!found) throw new AppError('A0404');
  const { row } = await lotteryForAction(deps.db, userId, found.lotteryId);
  const now = deps.now();
  const winner = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(lotteryWinners)
      .where(eq(lotteryWinners.id, body.winnerId))
      .for('update');
    if (!current) throw new AppError('A0404');
    const decision = decideShip(
      { ...current, shippedAt: current.shippedAt?.getTime() ?? null },
      body.trackingNo,
      now,
    );
    if (!decision.ok)
      throw new AppError(
        decision.code,
        decision.code === 'A2065' ? 'only a claimed physical prize is shipped' : undefined,
      );
    if (decision.change === 'none') return current;
    const [updated] = await tx
      .update(lotteryWinners)
      .set({ status: 'shipped', trackingNo: body.trackingNo, shippedAt: current.shippedAt ?? new Date(now) })
      .where(eq(lotteryWinners.id, body.winnerId))
      .returning();
    return updated!;
  });
  return toWinner(winner, row.config as LotteryConfig);
}
