import type { LedgerKind } from '@cairn/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isCheckViolation } from './db-errors.ts';

export type AccountKind = 'wallet' | 'escrow' | 'external';

export interface TransferEntry {
  accountId: number;
  /** Signed fen: + into the account, − out of it. */
  amountFen: number;
}

export interface Transfer {
  kind: LedgerKind;
  /** Replaying the same key moves nothing and returns the first transaction. */
  idempotencyKey: string;
  /** What it is about (a recharge, order or withdrawal id). */
  ref: string;
  entries: TransferEntry[];
  now: number;
}

export interface Posted {
  transactionId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
}

export const BALANCE_CHECK = 'ledger_accounts_balance_check';

/** The account an owner key names, made on first use (two first uses race to one row). */
export async function ensureAccount(tx: Db, kind: AccountKind, ownerKey: string): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind, ownerKey }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKey, ownerKey), eq(ledgerAccounts.kind, kind)));
  if (!row) throw new Error(`ledger account ${ownerKey} is of another kind`);
  return row.id;
}

export async function balanceOf(tx: Db, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balance ?? 0;
}

function checkEntries(t: Transfer): void {
  if (t.entries.length < 2) throw new Error('a transfer needs two entries at least');
  let sum = 0;
  for (const e of t.entries) {
    if (!Number.isSafeInteger(e.amountFen) || e.amountFen === 0)
      throw new Error('an entry is whole, non-zero fen');
    sum += e.amountFen;
  }
  if (sum !== 0) throw new Error(`the entries of ${t.idempotencyKey} sum to ${sum}, not 0`);
}

/**
 * The one way money moves: inside the caller's DB transaction, one ledger transaction whose entries
 * sum to zero, each account's cached balance moved by the same statement that reads its new value.
 * A wallet or escrow going below zero fails the CHECK: A0207, and the caller's transaction is
 * rolled back with it. The key is claimed first (`on conflict do nothing`), so a concurrent replay
 * waits for the first one's commit and then finds it posted.
 */
export async function postTransfer(tx: Db, t: Transfer): Promise<Posted> {
  checkEntries(t);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: t.kind, idempotencyKey: t.idempotencyKey, ref: t.ref, createdAt: new Date(t.now) })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, t.idempotencyKey));
    if (!first) throw new Error(`ledger key ${t.idempotencyKey} vanished`);
    return { transactionId: first.id, replayed: true };
  }
  // Accounts in id order, so two transfers over the same accounts lock them in the same order.
  const ordered = [...t.entries].sort((a, b) => a.accountId - b.accountId);
  const rows: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const e of ordered) {
    let after: number;
    try {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${e.amountFen}` })
        .where(eq(ledgerAccounts.id, e.accountId))
        .returning({ balance: ledgerAccounts.balanceFen });
      if (!row) throw new Error(`no ledger account ${e.accountId}`);
      after = row.balance;
    } catch (error) {
      if (isCheckViolation(error, BALANCE_CHECK)) throw new AppError('A0207');
      throw error;
    }
    rows.push({
      transactionId: created.id,
      accountId: e.accountId,
      amountFen: e.amountFen,
      balanceAfterFen: after,
    });
  }
  await tx.insert(ledgerEntries).values(rows);
  return { transactionId: created.id, replayed: false };
}

/** The sum of an account's entries of one kind of transaction (e.g. what an escrow refunded). */
export async function movedByKind(tx: Db, accountId: number, kinds: LedgerKind[]): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountFen}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), inArray(ledgerTransactions.kind, kinds)));
  return Number(row?.sum ?? 0);
}
