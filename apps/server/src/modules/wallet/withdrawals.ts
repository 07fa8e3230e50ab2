import type { ZWithdrawal } from '@cairn/contract';
import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { withdrawals } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueOn } from './db-errors.ts';
import { newMoneyId } from './ids.ts';
import { ensureAccount, postTransfer } from './ledger.ts';
import { moneyProviders } from './money-providers.ts';
import { boundOpenId } from './recharges.ts';
import { callerWallet } from './wallets.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type Withdrawal = z.infer<typeof ZWithdrawal>;

/** The once-a-day rule counts China's calendar day (UTC+8, no daylight saving). */
export const chinaDay = (epochMs: number) => new Date(epochMs + 8 * 3600_000).toISOString().slice(0, 10);

const shorten = (openId: string) =>
  openId.length > 8 ? `${openId.slice(0, 4)}…${openId.slice(-4)}` : openId;

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amountFen: row.amountFen,
    status: row.status,
    destination: shorten(row.destination),
    failureReason: row.failureReason,
    createdAt: row.createdAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}

/**
 * A withdrawal in two steps. First one transaction: the row (the day's unique index answers A21014,
 * also to a concurrent second try) and wallet → payout-out (the CHECK answers A0207). Then the
 * provider pays outside any transaction; a refusal returns the money (payout-out → wallet, key
 * `withdrawal-return:{id}`) and marks the row failed, which gives the day's try back.
 */
export async function withdraw(deps: AppDeps, userId: number, amountFen: number): Promise<Withdrawal> {
  return toWithdrawal(await settleWithdrawal(deps, await bookWithdrawal(deps, userId, amountFen)));
}

/** The first step: the pending row and the money out of the wallet, committed before any payout. */
export async function bookWithdrawal(
  deps: AppDeps,
  userId: number,
  amountFen: number,
): Promise<WithdrawalRow> {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  const openId = await boundOpenId(deps, userId);
  const payouts = moneyProviders(deps).payouts;
  const now = deps.now();
  const id = newMoneyId('wd');
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(withdrawals)
        .values({
          id,
          walletAccountId: wallet.accountId,
          userId,
          amountFen,
          status: 'pending',
          provider: payouts.name,
          destination: openId,
          day: chinaDay(now),
          createdAt: new Date(now),
        })
        .returning();
      if (!created) throw new Error('withdrawal not stored');
      const external = await ensureAccount(tx, 'external', `payout-out:${payouts.name}`);
      await postTransfer(tx, {
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:${id}`,
        ref: id,
        entries: [
          { accountId: wallet.accountId, amountFen: -amountFen },
          { accountId: external, amountFen },
        ],
        now,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueOn(error, 'withdrawals_daily_idx')) throw new AppError('A21014');
    throw error;
  }
}

/** A payout takes seconds; a withdrawal pending this long lost its process between the two steps. */
export const STUCK_WITHDRAWAL_MS = 10 * 60_000;

/**
 * Finishes withdrawals left pending by a process that died after booking them (the housekeeping
 * sweep runs it): the payout is asked again under the same withdrawal id, which the provider pays
 * at most once, so one paid before the death is not paid twice. Answers how many it settled.
 */
export async function recoverWithdrawals(deps: AppDeps, at: number): Promise<number> {
  const stuck = await deps.db
    .select()
    .from(withdrawals)
    .where(
      and(eq(withdrawals.status, 'pending'), lt(withdrawals.createdAt, new Date(at - STUCK_WITHDRAWAL_MS))),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(100);
  for (const row of stuck) await settleWithdrawal(deps, row);
  return stuck.length;
}

async function settleWithdrawal(deps: AppDeps, row: WithdrawalRow): Promise<WithdrawalRow> {
  const payouts = moneyProviders(deps).payouts;
  try {
    await payouts.pay({ withdrawalId: row.id, openId: row.destination, amountFen: row.amountFen });
  } catch (error) {
    return returnWithdrawal(deps, row, error instanceof Error ? error.message : String(error));
  }
  const [paid] = await deps.db
    .update(withdrawals)
    .set({ status: 'paid', settledAt: new Date(deps.now()) })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')))
    .returning();
  return paid ?? row;
}

async function returnWithdrawal(deps: AppDeps, row: WithdrawalRow, reason: string): Promise<WithdrawalRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const external = await ensureAccount(tx, 'external', `payout-out:${row.provider}`);
    await postTransfer(tx, {
      kind: 'withdrawal-return',
      idempotencyKey: `withdrawal-return:${row.id}`,
      ref: row.id,
      entries: [
        { accountId: external, amountFen: -row.amountFen },
        { accountId: row.walletAccountId, amountFen: row.amountFen },
      ],
      now,
    });
    const [failed] = await tx
      .update(withdrawals)
      .set({ status: 'failed', failureReason: reason.slice(0, 200), settledAt: new Date(now) })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return failed ?? row;
  });
}

export async function listWithdrawals(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const where = eq(withdrawals.walletAccountId, wallet.accountId);
  const [total] = await deps.db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { page, pageSize, total: total?.n ?? 0, records: rows.map(toWithdrawal) };
}
