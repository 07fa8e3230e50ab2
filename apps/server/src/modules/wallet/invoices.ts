import type { Invoice, Lang, ZInvoiceBody } from '@cairn/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invoices, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { renderInvoicePdf } from '../pdf/invoice-pdf.ts';
import { isUniqueOn } from './db-errors.ts';
import { newMoneyId } from './ids.ts';
import { callerWallet } from './wallets.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  orderId: row.orderId,
  amountFen: row.amountFen,
  title: row.title,
  taxNumber: row.taxNumber,
  email: row.email,
  status: row.status,
  number: row.number,
  rejectReason: row.rejectReason,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

/**
 * One invoice per paid order, for what the wallet paid (the amount less a coupon's discount: the
 * platform's promotion is not the customer's expense). The unique index decides two at once: A21018.
 */
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
        amountFen: order.amountFen - order.discountFen,
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

/** An issued invoice of the caller's wallet as a PDF: A0404 for another's, A21034 before it is issued. */
export async function invoicePdf(deps: AppDeps, userId: number, id: string, lang: Lang) {
  const wallet = await callerWallet(deps.db, userId, 'view');
  const [found] = await deps.db
    .select({ invoice: invoices, kind: orders.kind })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), eq(invoices.walletAccountId, wallet.accountId)));
  if (!found) throw new AppError('A0404');
  if (found.invoice.status !== 'issued') throw new AppError('A21034');
  const pdf = await renderInvoicePdf(toInvoice(found.invoice), found.kind, lang);
  return { pdf, fileName: `invoice-${found.invoice.number}.pdf` };
}
