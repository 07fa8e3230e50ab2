import type { LotteryConfig, Winner } from '@cairn/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
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
 * POST lottery/ship: a claimed physical prize becomes shipped (its address was taken); A2065 for
 * any other prize or status. Marking a shipped one again answers it unchanged.
 */
export async function shipPrize(deps: AppDeps, userId: number, winnerId: number): Promise<Winner> {
  const [found] = await deps.db
    .select({ lotteryId: lotteryWinners.lotteryId })
    .from(lotteryWinners)
    .where(eq(lotteryWinners.id, winnerId));
  if (!found) throw new AppError('A0404');
  const { row } = await lotteryForAction(deps.db, userId, found.lotteryId);
  const [winner] = await deps.db
    .update(lotteryWinners)
    .set({ status: 'shipped' })
    .where(
      and(
        eq(lotteryWinners.id, winnerId),
        eq(lotteryWinners.kind, 'physical'),
        inArray(lotteryWinners.status, ['claimed', 'shipped']),
      ),
    )
    .returning();
  if (!winner) throw new AppError('A2065', 'only a claimed physical prize is shipped');
  return toWinner(winner, row.config as LotteryConfig);
}
