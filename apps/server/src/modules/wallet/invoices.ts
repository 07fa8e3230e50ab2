import type { ZInvoice, ZInvoiceBody } from '@cairn/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invoices, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueOn } from './db-errors.ts';
import { newMoneyId } from './ids.ts';
import { callerWallet } from './wallets.ts';

type InvoiceRow = typeof invoices.$inferSelect;

const toInvoice = (row: InvoiceRow): z.infer<typeof ZInvoice> => ({
  id: row.id,
  orderId: row.orderId,
  amountFen: row.amountFen,
  title: row.title,
  taxNumber: row.taxNumber,
  email: row.email,
  status: row.status,
  createdAt: row.createdAt.getTime(),
});

/** One invoice per paid order, for what the order paid (the unique index decides two at once: A21018). */
export async function requestInvoice(deps: AppDeps, userId: number, body: z.infer<typeof ZInvoiceBody>) {
  const wallet = await callerWallet(deps.db, userId, 'manage');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, body.orderId), eq(orders.walletAccountId, wallet.accountId)));
  if (!order) throw new AppError('A0404');
  if (order.status !== 'paid') throw new AppError('A21017');
  try {
    const [row] = await deps.db
      .insert(invoices)
      .values({
        id: newMoneyId('iv'),
        orderId: order.id,
        walletAccountId: wallet.accountId,
        userId,
        amountFen: order.amountFen,
        title: body.title,
        taxNumber: body.taxNumber ?? null,
        email: body.email,
        status: 'requested',
        createdAt: new Date(deps.now()),
      })
      .returning();
    if (!row) throw new Error('invoice not stored');
    return toInvoice(row);
  } catch (error) {
    if (isUniqueOn(error, 'invoices_order_idx')) throw new AppError('A21018');
    throw error;
  }
}

export async function listInvoices(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const where = eq(invoices.walletAccountId, wallet.accountId);
  const [total] = await deps.db.select({ n: count() }).from(invoices).where(where);
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { page, pageSize, total: total?.n ?? 0, records: rows.map(toInvoice) };
}
