import { paymentApi, walletApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCoupon } from '../src/modules/wallet/coupons.ts';
import { issueInvoice, pendingInvoices, rejectInvoice } from '../src/modules/wallet/invoice-decisions.ts';
import { walletAccountOf } from '../src/modules/wallet/wallets.ts';
import { getFile } from './support/exports.ts';
import { bindMessaging, makeOrder, paymentIdOf, pressPayPage } from './support/money.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { pdfPages, requirePoppler } from './support/poppler.ts';
import { createTestApp, envelopeCaller, type TestApp } from './support/test-app.ts';

/**
 * The operator's side of invoices: issuing one with its number (the owner downloads the PDF, nobody
 * else can) or rejecting it with a reason; the requester is mailed either way. An invoice is for
 * what the wallet paid, after a coupon's discount.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
const flat = (s: string) => s.replace(/\s+/g, '');
beforeAll(async () => {
  requirePoppler();
  t = await createTestApp();
  o = await buildOrg(t);
  await bindMessaging(t, o.plain.id);
  const r = (await as(o.plain.token, paymentApi.recharge, { amountFen: 5000 })).data;
  await pressPayPage(t, paymentIdOf(r.payUrl!), 'paid');
});
afterAll(() => t.close());

async function paidOrder(amountFen: number, couponFen = 0) {
  const order = await makeOrder(t, o.plain.id, amountFen);
  const coupon = couponFen
    ? await grantCoupon(
        t.database.db,
        await walletAccountOf(t.database.db, o.plain.id),
        { amountOffFen: couponFen, minOrderFen: 0, validDays: 30 },
        t.deps.now(),
      )
    : undefined;
  const paid = await as(o.plain.token, paymentApi.payOrder, { id: order.id, couponId: coupon?.id });
  expect(paid.code).toBe('00000');
  return order;
}
const request = (orderId: string, email = 'fin@acme.test') =>
  as(o.plain.token, walletApi.requestInvoice, {
    orderId,
    title: '上海示例有限公司',
    taxNumber: '91310000MA1FL4XX1X',
    email,
  });
const pdf = (id: string, token: string, lang: 'zh' | 'en' = 'zh') =>
  getFile(t, walletApi.invoicePdf, { id }, { token, headers: { 'accept-language': lang } });

describe('issuing invoices', () => {
  it('invoices what the wallet paid after the coupon, issues it with a number, mails, and serves the PDF to the owner only', async () => {
    const order = await paidOrder(3000, 500);
    const invoice = (await request(order.id)).data;
    expect(invoice).toMatchObject({ amountFen: 2500, status: 'requested', number: null, rejectReason: null });
    expect((await pendingInvoices(t.deps)).map((i) => i.id)).toContain(invoice.id);
    expect((await pdf(invoice.id, o.plain.token)).json().code).toBe('A21034');

    const issued = await issueInvoice(t.deps, invoice.id, 'INV-2026-000123');
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-2026-000123', decidedAt: t.deps.now() });
    expect(t.mail.at(-1)).toMatchObject({ to: 'fin@acme.test' });
    expect(t.mail.at(-1)!.text).toContain('INV-2026-000123');
    expect(t.mail.at(-1)!.text).toContain('¥25.00');
    const listed = (await as(o.plain.token, walletApi.invoices, {})).data.records[0];
    expect(listed).toMatchObject({ id: invoice.id, status: 'issued', number: 'INV-2026-000123' });

    const file = await pdf(invoice.id, o.plain.token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('invoice-INV-2026-000123.pdf');
    const text = flat(pdfPages(file.rawPayload).join(''));
    for (const part of [
      '电子发票',
      'INV-2026-000123',
      '上海示例有限公司',
      '91310000MA1FL4XX1X',
      '¥25.00',
      '红包',
    ])
      expect(text).toContain(flat(part));
    const en = flat(pdfPages((await pdf(invoice.id, o.plain.token, 'en')).rawPayload).join(''));
    expect(en).toContain('Electronicinvoice');

    // Others are refused: other wallets' admins (A0404, as for an unknown id).
    for (const token of [o.otherAdmin.token, o.admin.token]) {
      const refused = await pdf(invoice.id, token);
      expect(refused.headers['content-type']).toMatch(/json/);
      expect(refused.json().code).toBe('A0404');
    }
    // Decided once.
    await expect(issueInvoice(t.deps, invoice.id, 'INV-2026-000124')).rejects.toMatchObject({
      code: 'A21035',
    });
    await expect(rejectInvoice(t.deps, invoice.id, 'too late')).rejects.toMatchObject({ code: 'A21035' });
    await expect(issueInvoice(t.deps, 'iv_unknown00000', 'INV-2026-000125')).rejects.toMatchObject({
      code: 'A0404',
    });
  });

  it('refuses an invoice number used before', async () => {
    const order = await paidOrder(200);
    const invoice = (await request(order.id)).data;
    await expect(issueInvoice(t.deps, invoice.id, 'INV-2026-000123')).rejects.toThrow(/taken/);
    const listed = (await as(o.plain.token, walletApi.invoices, {})).data.records;
    expect(listed.find((i) => i.id === invoice.id)!.status).toBe('requested');
  });

  it('rejects with a reason the user reads on the list and in the mail; no PDF then', async () => {
    const waiting = (await as(o.plain.token, walletApi.invoices, {})).data.records.find(
      (i) => i.status === 'requested',
    );
    const rejected = await rejectInvoice(t.deps, waiting!.id, '抬头与税号不一致');
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '抬头与税号不一致', number: null });
    expect(t.mail.at(-1)!.text).toContain('抬头与税号不一致');
    const listed = (await as(o.plain.token, walletApi.invoices, {})).data.records;
    expect(listed.find((i) => i.id === waiting!.id)).toMatchObject({
      status: 'rejected',
      rejectReason: '抬头与税号不一致',
    });
    expect((await pdf(waiting!.id, o.plain.token)).json().code).toBe('A21034');
    expect(() => rejectInvoice(t.deps, waiting!.id, ' ')).toThrow(/reason/);
  });
});
