import { authApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { holdLeavingSpinners, leavingSpinner } from './support/held-spinner.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { scanWithSimulator } from './support/messaging-server.ts';

/**
 * The user centre's finance pages on the shared messaging server (global-setup.ts): the simulator
 * (MESSAGING_APP=local, needed to bind before recharging), the sandbox payment provider, whose pay
 * page is served at PUBLIC_URL, and the operator's promo code WELCOME-10.
 */
let browser: Browser;
let base: string;
beforeAll(async () => {
  base = inject('messagingBaseUrl');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const words = {
  'zh-CN': {
    account: '账号',
    password: '密码',
    login: /^登\s?录$/,
    financeTab: '财务',
    balance: '钱包余额',
    personal: '个人钱包',
    recharge: /^充\s?值$/,
    withdraw: /^提\s?现$/,
    amount: '充值金额',
    goPay: '去支付',
    bindTitle: '关注公众号并绑定后才能充值',
    bindAlt: '绑定二维码',
    openLink: '无法扫码？打开扫码页面',
    paid: '充值成功',
    back: '返回财务',
    kindRecharge: '充值',
    rechargePaid: '已到账',
    cashAmount: '提现金额',
    cashSubmit: '确认提现',
    cashCreate: '申请提现',
    cashPaid: '已到账',
    onceADay: '每天只能提现一次',
    tabs: { recharges: '充值记录', orders: '订单', invoices: '发票' },
    emptyOrders: '还没有订单',
    coupons: {
      tab: '优惠券',
      code: '兑换码',
      redeem: /^兑\s?换$/,
      empty: '暂无可用优惠券',
      redeemed: '已获得 ¥10.00 优惠券',
      available: '可使用',
      used: '已使用',
      usedEmpty: '还没有使用过优惠券',
      again: '该兑换码已兑换过',
    },
  },
  'en-US': {
    account: 'Account',
    password: 'Password',
    login: 'Log in',
    financeTab: 'Finance',
    balance: 'Wallet balance',
    personal: 'Personal wallet',
    recharge: 'Recharge',
    withdraw: /^Withdraw$/,
    amount: 'Amount',
    goPay: 'Go to payment',
    bindTitle: 'Follow and bind the official account to recharge',
    bindAlt: 'Binding QR code',
    openLink: 'Cannot scan? Open the scan page',
    paid: 'Recharge complete',
    back: 'Back to finance',
    kindRecharge: 'Recharge',
    rechargePaid: 'Credited',
    cashAmount: 'Amount',
    cashSubmit: /^Withdraw$/,
    cashCreate: /^Withdraw$/,
    cashPaid: 'Paid',
    onceADay: 'You can withdraw once a day',
    tabs: { recharges: 'Recharges', orders: 'Orders', invoices: 'Invoices' },
    emptyOrders: 'No orders yet',
    coupons: {
      tab: 'Coupons',
      code: 'Promo code',
      redeem: 'Redeem',
      empty: 'No coupons to use',
      redeemed: 'Coupon of ¥10.00 added',
      available: 'Available',
      used: 'Used',
      usedEmpty: 'No coupon used yet',
      again: 'This promo code has already been redeemed',
    },
  },
} as const;

describe.each(journeyLocales(['zh-CN', 'en-US'] as const))('finance (%s)', (lang) => {
  const w = words[lang];
  const tag = lang === 'zh-CN' ? 'zh' : 'en';

  it('binds through the QR on A21015, recharges ¥100 in the sandbox, and withdraws once a day', async () => {
    const name = uniqueName('fin');
    const { context, page } = await newPage(browser, lang, base);
    await page.goto('/designer/login');
    await callEndpoint(page, authApi.register, { username: name, password: 'correct-horse-1' });
    await page.getByRole('textbox', { name: w.account }).fill(name);
    await page.getByLabel(w.password, { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: w.login }).click();
    await page.waitForURL('**/designer/project');

    // The user centre's finance tab: an empty personal wallet.
    await page.goto('/designer/user/base');
    await page.getByRole('tab', { name: w.financeTab }).click();
    await page.waitForURL('**/designer/user/finance');
    await page.getByText(w.personal).waitFor();
    await expect.poll(() => page.getByText('¥0.00').first().isVisible()).toBe(true);
    await shoot(page, `finance-empty-${tag}`);

    // Recharge ¥100: refused A21015 (nothing bound) → the bind QR → the simulator scans → sent again.
    await page.getByRole('button', { name: w.recharge }).click();
    await page.getByRole('textbox', { name: w.amount }).fill('100');
    await shoot(page, `finance-recharge-modal-${tag}`, false);
    await page.getByRole('button', { name: w.goPay }).click();
    const bind = page.getByRole('dialog', { name: w.bindTitle });
    await bind.getByRole('img', { name: w.bindAlt }).waitFor();
    await shoot(page, `finance-bind-modal-${tag}`, false);
    // The simulator's page opens in this context too: the pay page is the one that goes to /dev/pay/.
    const opened: Page[] = [];
    context.on('page', (p) => opened.push(p));
    const payPage = () => opened.find((p) => p.url().includes('/dev/pay/'));
    await scanWithSimulator(page, w.openLink, `wx-${name}`, `finance-simulator-${tag}`);

    // The sandbox pay page opens in a new window; the result page waits for it.
    await expect.poll(() => Boolean(payPage()), { timeout: 20_000 }).toBe(true);
    const pay = payPage()!;
    await page.waitForURL('**/designer/user/finance/recharge/rc_*');
    await shoot(page, `finance-pay-waiting-${tag}`);
    await pay.getByText('¥100.00').waitFor();
    await shoot(pay, `finance-sandbox-pay-${tag}`);
    await pay.getByRole('button', { name: /Pay/ }).click();
    await pay.getByRole('status').waitFor();
    await pay.close();
    await page.getByText(w.paid).waitFor({ timeout: 20_000 });
    await shoot(page, `finance-pay-result-${tag}`);

    // The balance and the statement's entry.
    await page.getByRole('button', { name: w.back }).click();
    await page.waitForURL('**/designer/user/finance');
    const entry = page.getByRole('row').filter({ hasText: '+¥100.00' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(w.kindRecharge);
    await expect.poll(() => page.getByText('¥100.00').first().isVisible()).toBe(true);
    await shoot(page, `finance-statement-${tag}`);

    await page.getByRole('tab', { name: w.tabs.recharges }).click();
    await page.waitForURL('**/designer/user/finance/recharge');
    await page.getByRole('cell', { name: w.rechargePaid }).waitFor();
    await shoot(page, `finance-recharges-${tag}`);
    await page.getByRole('tab', { name: w.tabs.orders }).click();
    await page.waitForURL('**/designer/user/finance/order');
    await page.getByText(w.emptyOrders).waitFor();
    await shoot(page, `finance-orders-empty-${tag}`);
    await page.getByRole('tab', { name: w.tabs.invoices }).click();
    await page.waitForURL('**/designer/user/finance/invoice');
    await shoot(page, `finance-invoices-${tag}`);

    // A withdrawal of ¥10 to the bound account, then a second the same day: A21014 on the form.
    await page.getByRole('button', { name: w.withdraw }).first().click();
    await page.waitForURL('**/designer/user/finance/cash/create');
    await page.getByRole('textbox', { name: w.cashAmount }).fill('10');
    await shoot(page, `finance-withdraw-form-${tag}`);
    await page.getByRole('button', { name: w.cashSubmit }).last().click();
    await page.waitForURL('**/designer/user/finance/cash');
    const row = page.getByRole('row').filter({ hasText: '¥10.00' });
    await row.waitFor();
    expect(await row.textContent()).toContain(w.cashPaid);
    await expect.poll(() => page.getByText('¥90.00').first().isVisible()).toBe(true);
    await shoot(page, `finance-withdrawals-${tag}`);

    await page.getByRole('button', { name: w.cashCreate }).last().click();
    await page.waitForURL('**/designer/user/finance/cash/create');
    await page.getByRole('textbox', { name: w.cashAmount }).fill('10');
    await page.getByRole('button', { name: w.cashSubmit }).last().click();
    await page.getByRole('alert').filter({ hasText: w.onceADay }).waitFor();
    expect(page.url()).toContain('/user/finance/cash/create');
    await shoot(page, `finance-withdraw-once-a-day-${tag}`);
    await context.close();
  }, 180_000);

  it('redeems the operator’s promo code on the coupons page, once', async () => {
    const c = w.coupons;
    const name = uniqueName('cpn');
    const { context, page } = await newPage(browser, lang, base);
    await page.goto('/designer/login');
    await callEndpoint(page, authApi.register, { username: name, password: 'correct-horse-1' });
    await page.getByRole('textbox', { name: w.account }).fill(name);
    await page.getByLabel(w.password, { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: w.login }).click();
    await page.waitForURL('**/designer/project');
    await page.goto('/designer/user/finance');
    await page.getByRole('tab', { name: c.tab }).click();
    await page.waitForURL('**/designer/user/finance/coupons');
    await page.getByText(c.empty).waitFor();
    await shoot(page, `finance-coupons-empty-${tag}`);

    await page.getByRole('textbox', { name: c.code }).fill('welcome-10');
    await holdLeavingSpinners(page);
    await page.getByRole('button', { name: c.redeem }).click();
    await page.getByText(c.redeemed).waitFor();
    // Its spinner still leaving, the button is named "redeem" again, not "loading redeem".
    await leavingSpinner(page).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: c.redeem, exact: true }).waitFor({ timeout: 5000 });
    const row = page.getByRole('row').filter({ hasText: '¥10.00' });
    await row.waitFor();
    expect(await row.textContent()).toContain('WELCOME-10');
    expect(await row.textContent()).toContain('¥50.00');
    expect(await row.textContent()).toContain(c.available);
    await shoot(page, `finance-coupons-${tag}`);

    // A second redemption by the same wallet is refused on the form.
    await page.getByRole('textbox', { name: c.code }).fill('WELCOME-10');
    await page.getByRole('button', { name: c.redeem }).click();
    await page.getByRole('alert').filter({ hasText: c.again }).waitFor();
    await page.getByText(c.used, { exact: true }).click();
    await page.getByText(c.usedEmpty).waitFor();
    await shoot(page, `finance-coupons-used-empty-${tag}`);
    await context.close();
  }, 120_000);
});
