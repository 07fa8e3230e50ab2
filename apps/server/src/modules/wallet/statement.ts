import type { LedgerKind } from '@cairn/contract';
import { count, desc, eq } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { callerWallet } from './wallets.ts';

/** The wallet's statement: its ledger entries, newest first, each with the balance it left. */
export async function listEntries(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const where = eq(ledgerEntries.accountId, wallet.accountId);
  const [total] = await deps.db.select({ n: count() }).from(ledgerEntries).where(where);
  const rows = await deps.db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      amountFen: ledgerEntries.amountFen,
      balanceAfterFen: ledgerEntries.balanceAfterFen,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    page,
    pageSize,
    total: total?.n ?? 0,
    records: rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, createdAt: r.createdAt.getTime() })),
  };
}
