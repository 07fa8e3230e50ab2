import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface Reconciliation {
  ok: boolean;
  /** Accounts whose cached balance differs from the sum of their entries. */
  accountsOff: { accountId: number; cachedFen: number; entriesFen: number }[];
  /** Transactions whose entries do not sum to zero. */
  transactionsOff: { transactionId: number; sumFen: number }[];
  /** Wallets and escrows below zero (the CHECK forbids it; listed in case it was ever dropped). */
  negative: number[];
  /** The sum of every balance: 0 when every fen is accounted for. */
  totalFen: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The ledger checked against itself: every cached balance equals the sum of its account's entries,
 * every transaction sums to zero, no wallet or escrow is negative, all balances together are zero.
 * Run by the tests after every property case and by the operator (`npm run admin -- reconcile`).
 */
export async function reconcileLedger(db: Db): Promise<Reconciliation> {
  const accountsOff = rowsOf<{ account_id: number; cached: string; entries: string }>(
    await db.execute(sql`
      select a.id as account_id, a.balance_fen as cached, coalesce(sum(e.amount_fen), 0) as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance_fen <> coalesce(sum(e.amount_fen), 0)`),
  ).map((r) => ({ accountId: r.account_id, cachedFen: Number(r.cached), entriesFen: Number(r.entries) }));
  const transactionsOff = rowsOf<{ transaction_id: number; total: string }>(
    await db.execute(sql`
      select t.id as transaction_id, coalesce(sum(e.amount_fen), 0) as total
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount_fen), 0) <> 0 or count(e.id) < 2`),
  ).map((r) => ({ transactionId: r.transaction_id, sumFen: Number(r.total) }));
  const negative = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ledger_accounts where kind <> 'external' and balance_fen < 0`),
  ).map((r) => r.id);
  const [total] = rowsOf<{ total: string }>(
    await db.execute(sql`select coalesce(sum(balance_fen), 0) as total from ledger_accounts`),
  );
  const totalFen = Number(total?.total ?? 0);
  return {
    ok: accountsOff.length === 0 && transactionsOff.length === 0 && negative.length === 0 && totalFen === 0,
    accountsOff,
    transactionsOff,
    negative,
    totalFen,
  };
}
