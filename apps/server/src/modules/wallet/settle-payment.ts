import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, recharges } from '../../db/schema/index.ts';
import { ensureAccount, postTransfer } from './ledger.ts';
import type { SandboxCallback } from './providers.ts';

export type Settled = 'credited' | 'already' | 'failed' | 'unknown' | 'mismatch';

/**
 * What a verified provider callback does, once however often it comes: with the payment's row
 * locked, `paid` credits the recharge's amount from the provider's external account to the wallet
 * under the key `payment:{id}` (a repeat finds the key posted); `failed` marks a pending attempt
 * failed. A late `paid` after `failed` still credits: the provider took the money. A `failed` after
 * `paid` changes nothing.
 */
export async function settlePayment(
  db: Db,
  provider: string,
  cb: SandboxCallback,
  now: number,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, cb.paymentId)).for('update');
    if (!payment) return 'unknown';
    const [recharge] = await tx
      .select()
      .from(recharges)
      .where(eq(recharges.id, payment.rechargeId))
      .for('update');
    if (!recharge) return 'unknown';
    if (cb.amountFen !== recharge.amountFen) return 'mismatch';
    if (cb.outcome === 'failed') {
      if (payment.status !== 'pending') return payment.status === 'paid' ? 'already' : 'failed';
      await tx
        .update(payments)
        .set({ status: 'failed', settledAt: new Date(now) })
        .where(eq(payments.id, payment.id));
      if (recharge.status === 'pending')
        await tx.update(recharges).set({ status: 'failed' }).where(eq(recharges.id, recharge.id));
      return 'failed';
    }
    if (payment.status === 'paid') return 'already';
    const external = await ensureAccount(tx, 'external', `payment-in:${provider}`);
    const posted = await postTransfer(tx, {
      kind: 'recharge',
      idempotencyKey: `payment:${payment.id}`,
      ref: recharge.id,
      entries: [
        { accountId: external, amountFen: -recharge.amountFen },
        { accountId: recharge.walletAccountId, amountFen: recharge.amountFen },
      ],
      now,
    });
    await tx
      .update(payments)
      .set({ status: 'paid', settledAt: new Date(now) })
      .where(eq(payments.id, payment.id));
    await tx
      .update(recharges)
      .set({ status: 'paid', paidAt: recharge.paidAt ?? new Date(now) })
      .where(eq(recharges.id, recharge.id));
    return posted.replayed ? 'already' : 'credited';
  });
}
