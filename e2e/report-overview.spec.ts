import { publishingApi, quotaApi, reportFiltersApi } from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { submitChoice } from './support/submit-response.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Report overview, sources and quotas: a published survey with a quota of 2 on its first option
 * and a WeChat launch link gets four answers (three pick the first option, so the third is
 * screened out by the full quota); the author sees the figures on the overview, the source table
 * and the quota table, in Chinese and in English, on a desktop and on a 390 px phone.
 */
let browser: Browser;
let author: Session;
let code = '';
let emptyCode = '';
/** The survey's question and its first option, for the filter test. */
let firstChoice: { q: number; option: number } = { q: 0, option: 0 };

const submit = (page: Page, question: number, optionId: number, meta: Record<string, unknown>) =>
  submitChoice(page, code, question, optionId, meta);

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'overview');
  const api = await surveyApi(author.page, '门店满意度');
  const q = await api.add(QuestionType.SingleChoice, { title: '你常去哪家门店？' });
  const [first, second] = choicesOf(await api.node(q));
  await callEndpoint(author.page, quotaApi.save, {
    surveyCode: api.code,
    name: '第一家门店',
    conditions: [{ nodeId: q, optionIds: [first!.id] }],
    target: 2,
    action: 'screen_out',
  });
  await callEndpoint(author.page, publishingApi.saveLink, {
    code: api.code,
    name: '微信群',
    source: 'wechat',
  });
  await api.launch();
  code = api.code;
  firstChoice = { q, option: first!.id };
  const statuses = [
    await submit(author.page, q, first!.id, { source: 'wechat', device: 'phone', durationMs: 60_000 }),
    await submit(author.page, q, first!.id, { source: 'wechat', device: 'pc', durationMs: 120_000 }),
    await submit(author.page, q, first!.id, { source: 'wechat', device: 'phone', durationMs: 30_000 }),
    await submit(author.page, q, second!.id, { device: 'tablet', durationMs: 200_000 }),
  ];
  expect(statuses).toEqual(['complete', 'complete', 'screened_out', 'complete']);
  emptyCode = (await surveyApi(author.page, '还没发布的问卷')).code;
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const figure = (page: Page, key: string) =>
  page.locator(`[data-testid="overview-${key}"] .ant-statistic-content-value`).textContent();

async function useLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

describe('report overview', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`shows the figures, charts and quota progress (${lang})`, async () => {
      const { page } = author;
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/designer/project/${code}/report`);
      await page.locator('[data-testid="overview-total"]').waitFor();
      expect(await figure(page, 'total')).toBe('4');
      expect(await figure(page, 'complete')).toBe('3');
      expect(await figure(page, 'screenedOut')).toBe('1');
      expect(await figure(page, 'today')).toBe('4');
      // 3 / (3 + 0 + 1); median of 60 s, 120 s, 200 s.
      expect(await figure(page, 'completionRate')).toBe('75.0%');
      expect(await figure(page, 'medianDuration')).toBe('2:00');
      await page.locator('.quota-progress li', { hasText: '2 / 2' }).waitFor();
      // The three charts have drawn (their animation finished).
      await page.locator('[data-drawn]').nth(2).waitFor();
      await shoot(page, `report-overview-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `report-overview-${lang}-390`);
    });

    it(`lists sources and quotas in tables (${lang})`, async () => {
      const { page } = author;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/designer/project/${code}/report/source`);
      const wechat = page.locator('.ant-table-row', { hasText: 'wechat' });
      await wechat.waitFor();
      const text = await wechat.textContent();
      expect(text).toContain('微信群');
      expect(text).toContain('66.7%');
      await shoot(page, `report-source-${lang}`);
      await page.goto(`/designer/project/${code}/report/quota`);
      const row = page.locator('.ant-table-row', { hasText: '第一家门店' });
      await row.waitFor();
      expect((await row.locator('td').allTextContents()).slice(1, 3)).toEqual(['2', '2']);
      await shoot(page, `report-quota-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `report-quota-${lang}-390`);
    });
  }

  it('narrows the figures to the filter selected in the filter bar (zh)', async () => {
    const { page } = author;
    await useLanguage(page, 'zh');
    await page.setViewportSize({ width: 1280, height: 800 });
    await callEndpoint(page, reportFiltersApi.create, {
      surveyCode: code,
      name: '第一家门店的顾客',
      conditions: [{ nodeId: firstChoice.q, optionType: Operator.Checked, optionIds: [firstChoice.option] }],
    });
    await page.goto(`/designer/project/${code}/report`);
    await page.locator('[data-drawn]').nth(2).waitFor();
    expect(await figure(page, 'total')).toBe('4');
    await page.getByRole('combobox', { name: '筛选' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '第一家门店的顾客' })
      .click();
    // The filter keeps the two complete answers that chose the first store (the screened-out
    // one is not complete); the overview refetches on the selection and shows only them.
    await expect.poll(() => figure(page, 'total'), { timeout: 15_000 }).toBe('2');
    expect(await figure(page, 'complete')).toBe('2');
    expect(await figure(page, 'screenedOut')).toBe('0');
    await page.locator('[data-drawn]').nth(2).waitFor();
    // Opening the filter list scrolled the page; the full-page shot needs it at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'report-overview-filtered-zh');
    await page.getByRole('combobox', { name: '筛选' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '全部数据' })
      .click();
    await expect.poll(() => figure(page, 'total'), { timeout: 15_000 }).toBe('4');
  });

  it('says a survey never published has nothing to show yet', async () => {
    const { page } = author;
    await useLanguage(page, 'zh');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/designer/project/${emptyCode}/report`);
    await page.getByText('问卷尚未发布').waitFor();
    await shoot(page, 'report-overview-unpublished-zh');
  });
});
