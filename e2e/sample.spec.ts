import { publishingApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { scanWithSimulator } from './support/messaging-server.ts';
import { registerUser, type Session } from './support/projects.ts';
import { rewardsWords } from './support/rewards-words.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * Issue 24 D's sample service end to end, on the shared messaging server (messaging simulator, sandbox
 * payment, the local panel): the author recharges ¥20, publishes a two-question survey, orders 3
 * women at 100 % incidence (2 questions + 1 tag: ¥6.40 each, ¥19.20), pays from the wallet while
 * the survey is ended (the panel's delivery stops with an error; reopened, "resume delivery"
 * goes on); the simulated panel delivers 3 completes through the respond calls, one of them a speeder, which
 * the cleaning suggestion marks for rejection; the audit rejects it, the panel delivers a
 * replacement, accepting it completes the order at ¥19.20 and the wallet keeps ¥0.80.
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
    open: '样本服务',
    create: '新建样本订单',
    name: '订单名称',
    values: '取值',
    female: '女',
    quantity: '样本数量',
    incidence: '发生率 (%)',
    submit: '保存并支付',
    deliveryStopped: '送达中断',
    resume: '继续送达',
    resumed: '已继续送达',
    tooFast: '答题过快',
    submitAudit: '提交审核',
    completed: '订单已完成',
    status: { completed: '已完成' },
  },
  'en-US': {
    open: 'Sample service',
    create: 'New sample order',
    name: 'Order name',
    values: 'Values',
    female: 'Female',
    quantity: 'Completes',
    incidence: 'Incidence (%)',
    submit: 'Save and pay',
    deliveryStopped: 'Delivery stopped',
    resume: 'Resume delivery',
    resumed: 'Delivery resumed',
    tooFast: 'Too fast',
    submitAudit: 'Submit audit',
    completed: 'Order completed',
    status: { completed: 'Completed' },
  },
} as const;

/** Rows of the audit table (its body's rows with a radio group). */
const auditRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))('sample service (%s)', (locale) => {
  const w = words[locale];
  const r = rewardsWords[locale];
  const tag = r.lang;
  let author: Session;
  let code = '';
  let detailPath = '';

  it('the author recharges ¥20 in the sandbox and publishes a survey', async () => {
    author = await registerUser(browser, locale, 'sample', base);
    const { page, context } = author;
    await page.goto('/designer/user/finance');
    await page.getByRole('button', { name: r.recharge }).click();
    await page.getByRole('textbox', { name: r.rechargeAmount }).fill('20');
    await page.getByRole('button', { name: r.goPay }).click();
    await page.getByRole('dialog', { name: r.bindTitle }).waitFor();
    const payPage = context.waitForEvent('page', { predicate: (p) => p.url().includes('/dev/pay/') });
    await scanWithSimulator(page, r.bindLink, `wx-${author.name}`, `sample-bind-simulator-${tag}`);
    const pay = await payPage;
    await pay.getByRole('button', { name: /Pay/ }).click();
    await pay.getByRole('status').waitFor();
    await pay.close();
    await page.getByText(r.rechargePaid).waitFor();

    const api = await surveyApi(page, tag === 'zh' ? '饮品偏好调查' : 'Drinks survey', tag);
    const q1 = await api.add(QuestionType.SingleChoice, {
      title: tag === 'zh' ? '你常喝什么？' : 'What do you drink?',
    });
    await api.add(QuestionType.OpenText, { afterId: q1, title: tag === 'zh' ? '为什么？' : 'Why?' });
    await api.settings({ lang: tag });
    await api.launch();
    code = api.code;
  }, 120_000);

  it('creates a sample order for women with its price, and pays it from the wallet', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/launch/base`);
    await page.getByRole('button', { name: w.open }).click();
    await page.waitForURL('**/launch/sample');
    await page.getByRole('button', { name: w.create }).click();
    await page.getByLabel(w.name).fill(tag === 'zh' ? '女性样本' : 'Women');
    await page.getByLabel(w.values).click();
    await page.locator(`.ant-select-item-option[title="${w.female}"]`).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(w.quantity).fill('3');
    await page.getByLabel(w.incidence).fill('100');
    // (500 + 2 × 20 + 1 × 100) fen at 100 %: ¥6.40 a complete, ¥19.20 for three.
    await page.getByText('¥19.20').waitFor();
    await shoot(page, `sample-form-${tag}`);
    await page.getByRole('button', { name: w.submit }).click();
    await page.waitForURL('**/launch/sample/pay?**');
    await page.getByText('¥19.20').first().waitFor();
    await shoot(page, `sample-pay-${tag}`);
    // Collecting ended meanwhile: the panel's first panellist is refused and delivery stops.
    await callEndpoint(page, publishingApi.status, { code, status: 2 });
    await page.getByRole('button', { name: r.payFromBalance }).click();
    await page.waitForURL('**/launch/sample/detail/**');
    detailPath = new URL(page.url()).pathname;
    const stopped = page.getByRole('alert').filter({ hasText: w.deliveryStopped });
    await stopped.waitFor({ timeout: 30_000 });
    await shoot(page, `sample-delivery-error-${tag}`);
    await callEndpoint(page, publishingApi.status, { code, status: 1 });
    await stopped.getByRole('button', { name: w.resume }).click();
    await page.getByText(w.resumed).waitFor();
  }, 90_000);

  it('the panel delivers three completes; the audit rejects the speeder the cleaning rules point at', async () => {
    const { page } = author;
    await expect.poll(() => auditRows(page).count(), { timeout: 60_000, interval: 500 }).toBe(3);
    const speeder = auditRows(page).filter({ hasText: w.tooFast });
    await expect.poll(() => speeder.count(), { timeout: 10_000 }).toBe(1);
    await shoot(page, `sample-audit-${tag}`);
    await page.getByRole('button', { name: w.submitAudit }).click();
    // The replacement arrives (the detail page polls while the panel delivers).
    await expect.poll(() => auditRows(page).count(), { timeout: 60_000, interval: 500 }).toBe(1);
    await shoot(page, `sample-replacement-${tag}`);
    await page.getByRole('button', { name: w.submitAudit }).click();
    await page.getByText(w.completed).waitFor();
    await page.getByText(w.status.completed, { exact: true }).waitFor();
    expect(await page.getByTestId('sample-figures').textContent()).toContain('¥0.00');
    await shoot(page, `sample-completed-${tag}`);
  }, 150_000);

  it('the log lists four panellists, one rejected, and the wallet keeps ¥0.80', async () => {
    const { page } = author;
    await page.goto(detailPath.replace('/detail/', '/log/'));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 20_000, interval: 250 }).toBe(4);
    expect(await rows.filter({ hasText: w.tooFast }).count()).toBe(1);
    await shoot(page, `sample-log-${tag}`);
    await page.goto(detailPath.replace(/\/detail\/.*$/, ''));
    await page.getByTestId('sample-row').getByText(w.status.completed, { exact: true }).waitFor();
    await shoot(page, `sample-list-${tag}`);
    await page.goto('/designer/user/finance');
    await expect.poll(() => page.getByText('¥0.80').first().isVisible(), { timeout: 20_000 }).toBe(true);
  }, 60_000);
});
