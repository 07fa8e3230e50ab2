import type { Lottery, LotteryConfig } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type lotteries, orders } from '../../db/schema/index.ts';

export type LotteryRow = typeof lotteries.$inferSelect;
/** What `config` stores: the settings without name and survey (the row names them). */
export type StoredLotteryConfig = Omit<LotteryConfig, 'name' | 'surveyCode'>;

export function lotteryConfigOf(row: LotteryRow, surveyCode: string): LotteryConfig {
  return { ...(row.config as StoredLotteryConfig), name: row.name, surveyCode };
}

export function storedLotteryConfig(config: LotteryConfig): StoredLotteryConfig {
  const { surveyCode: _code, name: _name, ...rest } = config;
  return rest;
}

/** The lottery as the calls answer it: settings, status, stock left, the seed, the order to pay. */
export async function toLottery(db: Db, row: LotteryRow, surveyCode: string): Promise<Lottery> {
  const [pending] = row.orderId
    ? await db
        .select({ id: orders.id, amountFen: orders.amountFen })
        .from(orders)
        .where(and(eq(orders.id, row.orderId), eq(orders.status, 'unpaid')))
    : [];
  return {
    ...lotteryConfigOf(row, surveyCode),
    id: row.id,
    status: row.status,
    remaining: row.remaining,
    drawSeed: row.drawSeed,
    drawnAt: row.drawnAt?.getTime() ?? null,
    pendingOrder: pending ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}
