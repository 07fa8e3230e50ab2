import type { Invoice } from '@cairn/contract';
import { formatYuan } from '@cairn/contract/money/yuan';
import { and, asc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueOn } from './db-errors.ts';
import { type InvoiceRow, toInvoice } from './invoices.ts';

/** The letter telling the requester of the decision: both languages (the operator's CLI has no caller language). */
function letter(row: InvoiceRow): { subject: string; text: string } {
  const amount = formatYuan(row.amountFen);
  if (row.status === 'issued')
    return {
      subject: `发票已开具 / Invoice issued: ${row.number}`,
      text:
        `您为订单 ${row.orderId} 申请的发票（${row.title}，${amount}）已开具，发票号码 ${row.number}。` +
        '请在 Cairn 的“财务 → 发票”页面下载 PDF。\n\n' +
        `The invoice you requested for order ${row.orderId} (${row.title}, ${amount}) is issued, number ` +
        `${row.number}. Download its PDF on Cairn's Finance → Invoices page.`,
    };
  return {
    subject: '发票申请未通过 / Invoice request rejected',
    text:
      `您为订单 ${row.orderId} 申请的发票（${row.title}，${amount}）未能开具，原因：${row.rejectReason}。` +
      '如需开票，请联系我们。\n\n' +
      `The invoice you requested for order ${row.orderId} (${row.title}, ${amount}) was not issued. ` +
      `Reason: ${row.rejectReason}. Contact us if you still need one.`,
  };
}

/**
 * The operator decides a requested invoice once: the conditional update passes only a `requested`
 * one (A21035 for a decided one, A0404 for an unknown id); an invoice number is used once (the
 * unique index). The requester is mailed after the change is stored.
 */
async function decide(
  deps: AppDeps,
  id: string,
  set: Pick<InvoiceRow, 'status' | 'number' | 'rejectReason'>,
): Promise<Invoice> {
  let row: InvoiceRow | undefined;
  try {
    [row] = await deps.db
      .update(invoices)
      .set({ ...set, decidedAt: new Date(deps.now()) })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
      .returning();
  } catch (error) {
    if (isUniqueOn(error, 'invoices_number_idx'))
      throw new Error(`The invoice number ${set.number} is taken`);
    throw error;
  }
  if (!row) {
    const [exists] = await deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
    throw new AppError(exists ? 'A21035' : 'A0404');
  }
  await deps.mailer.send({ to: row.email, ...letter(row) });
  return toInvoice(row);
}

export function issueInvoice(deps: AppDeps, id: string, number: string): Promise<Invoice> {
  const trimmed = number.trim();
  if (!/^[0-9A-Za-z-]{8,32}$/.test(trimmed))
    throw new Error('--number: the tax system’s invoice number, 8–32 letters, digits or dashes');
  return decide(deps, id, { status: 'issued', number: trimmed, rejectReason: null });
}

export function rejectInvoice(deps: AppDeps, id: string, reason: string): Promise<Invoice> {
  const trimmed = reason.trim();
  if (trimmed.length < 2 || trimmed.length > 500)
    throw new Error('--reason: 2–500 characters the user will read');
  return decide(deps, id, { status: 'rejected', number: null, rejectReason: trimmed });
}

/** The requests waiting for the operator, oldest first (admin CLI `invoices`). */
export async function pendingInvoices(deps: AppDeps): Promise<Invoice[]> {
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.status, 'requested'))
    .orderBy(asc(invoices.createdAt));
  return rows.map(toInvoice);
}
