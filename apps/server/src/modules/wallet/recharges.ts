import type { ZRecharge } from '@cairn/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messagingBindings, payments, recharges } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { newMoneyId } from './ids.ts';
import { moneyProviders } from './money-providers.ts';
import { callerWallet } from './wallets.ts';

type RechargeRow = typeof recharges.$inferSelect;
type Recharge = z.infer<typeof ZRecharge>;

/** A21015 until the caller has bound a messaging-app account (the spec's follow-and-bind modal). */
export async function boundOpenId(deps: AppDeps, userId: number): Promise<string> {
  const [row] = await deps.db
    .select({ openId: messagingBindings.openId })
    .from(messagingBindings)
    .where(eq(messagingBindings.userId, userId))
    .limit(1);
  if (!row) throw new AppError('A21015');
  return row.openId;
}

async function pendingPayUrl(deps: AppDeps, row: RechargeRow): Promise<string | null> {
  if (row.status !== 'pending') return null;
  const [payment] = await deps.db
    .select({ payUrl: payments.payUrl })
    .from(payments)
    .where(and(eq(payments.rechargeId, row.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.payUrl ?? null;
}

async function toRecharge(deps: AppDeps, row: RechargeRow): Promise<Recharge> {
  return {
    id: row.id,
    amountFen: row.amountFen,
    status: row.status,
    payUrl: await pendingPayUrl(deps, row),
    provider: row.provider,
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
  };
}

/** A new payment attempt at the provider for a recharge (its page is where the payer pays). */
async function addPayment(deps: AppDeps, recharge: RechargeRow) {
  const paymentId = newMoneyId('py');
  const { payUrl } = await moneyProviders(deps).payments.createPayment({
    paymentId,
    amountFen: recharge.amountFen,
  });
  await deps.db.insert(payments).values({
    id: paymentId,
    rechargeId: recharge.id,
    status: 'pending',
    payUrl,
    createdAt: new Date(deps.now()),
  });
  return { paymentId, payUrl };
}

export async function createRecharge(deps: AppDeps, userId: number, amountFen: number): Promise<Recharge> {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  await boundOpenId(deps, userId);
  const [row] = await deps.db
    .insert(recharges)
    .values({
      id: newMoneyId('rc'),
      walletAccountId: wallet.accountId,
      userId,
      amountFen,
      status: 'pending',
      provider: moneyProviders(deps).payments.name,
      createdAt: new Date(deps.now()),
    })
    .returning();
  if (!row) throw new Error('recharge not stored');
  await addPayment(deps, row);
  return toRecharge(deps, row);
}

/** One of the caller's wallet's recharges; another wallet's answers A0404 like an unknown id. */
async function ownRecharge(deps: AppDeps, userId: number, id: string, need: 'view' | 'manage') {
  const wallet = await callerWallet(deps.db, userId, need);
  const [row] = await deps.db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.walletAccountId, wallet.accountId)));
  if (!row) throw new AppError('A0404');
  return row;
}

export async function getRecharge(deps: AppDeps, userId: number, id: string): Promise<Recharge> {
  return toRecharge(deps, await ownRecharge(deps, userId, id, 'view'));
}

/** POST payment: a new attempt for a pending or failed recharge (A21016 once paid). */
export async function startPayment(deps: AppDeps, userId: number, rechargeId: string) {
  const row = await ownRecharge(deps, userId, rechargeId, 'manage');
  if (row.status === 'paid') throw new AppError('A21016');
  // A failed recharge is pending again while its new attempt is open.
  if (row.status === 'failed')
    await deps.db.update(recharges).set({ status: 'pending' }).where(eq(recharges.id, row.id));
  const started = await addPayment(deps, row);
  return { rechargeId: row.id, ...started };
}

export async function listRecharges(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const where = eq(recharges.walletAccountId, wallet.accountId);
  const [total] = await deps.db.select({ n: count() }).from(recharges).where(where);
  const rows = await deps.db
    .select()
    .from(recharges)
    .where(where)
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const records = [];
  for (const row of rows) records.push(await toRecharge(deps, row));
  return { page, pageSize, total: total?.n ?? 0, records };
}
