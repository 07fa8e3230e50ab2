import { randomUUID } from 'node:crypto';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { dialog, type Locale, registerUser, type Session } from './support/projects.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Data cleaning (report): an author publishes a survey, four respondents answer through the
 * public API (two too fast, one with "asdf"), the author previews the rules, marks the matches
 * invalid after confirming, and undoes it from the log; the English screen shows the same.
 */
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
});

/** A published survey (an open question, a single choice) with four submitted responses. */
async function surveyWithResponses(page: Page, lang: 'zh' | 'en'): Promise<string> {
  const api = await surveyApi(page, lang === 'zh' ? '门店体验调查' : 'Store visit survey', lang);
  const choice = await api.add(QuestionType.SingleChoice);
  const text = await api.add(QuestionType.OpenText, { afterId: choice });
  await api.launch();
  const optionId = choicesOf(await api.node(choice))[0]!.id;
  const base = new URL(page.url()).origin;
  const answers = [
    { text: '服务很好，店员很热情', durationMs: 320_000 },
    { text: 'Friendly staff, quick checkout', durationMs: 280_000 },
    { text: '价格有点高', durationMs: 6_000 },
    { text: 'asdf', durationMs: 4_000 },
  ];
  for (const [i, answer] of answers.entries()) {
    const res = await fetch(`${base}${fullPath(respondApi.submit)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      body: JSON.stringify({
        surveyCode: api.code,
        responseId: randomUUID(),
        version: 1,
        durationMs: answer.durationMs,
        answers: { [choice]: { optionId }, [text]: answer.text },
      }),
    });
    expect(((await res.json()) as { code: string }).code).toBe('00000');
  }
  return api.code;
}

async function openCleaning(locale: Locale, prefix: string) {
  const session = await registerUser(browser, locale, prefix);
  sessions.push(session);
  const { page } = session;
  await page.setViewportSize({ width: 1366, height: 900 });
  const code = await surveyWithResponses(page, locale === 'zh-CN' ? 'zh' : 'en');
  await page.goto(`/designer/project/${code}/report/cleaning`);
  return page;
}

describe('data cleaning', () => {
  it('previews the rules, marks the matches invalid, and undoes it (zh)', async () => {
    const page = await openCleaning('zh-CN', 'clean');
    await page.getByRole('heading', { name: '数据清洗' }).waitFor();
    await page.getByText('还没有清洗记录').waitFor();
    await shoot(page, 'report-cleaning-rules-zh');

    await page.getByRole('switch', { name: '启用 填空题无意义回答' }).click();
    await page.getByRole('button', { name: '预览匹配结果' }).click();
    const preview = page.locator('.cleaning-preview');
    await preview.getByText('匹配 2 份').waitFor();
    expect(await preview.locator('.ant-table-row').count()).toBe(2);
    await preview.getByText('Q2：“asdf”', { exact: false }).waitFor();
    await shoot(page, 'report-cleaning-preview-zh');

    await preview.getByRole('button', { name: '标记为无效' }).click();
    await dialog(page).locator('.ant-modal-confirm-title', { hasText: '将 2 份答卷标记为无效？' }).waitFor();
    await shoot(page, 'report-cleaning-confirm-zh', false);
    await dialog(page).getByRole('button', { name: '标记为无效' }).click();
    await page.getByText('已将 2 份答卷标记为无效').waitFor();
    const log = page.locator('.cleaning-page__runs');
    await log.getByRole('cell', { name: '标记无效' }).waitFor();

    await log.getByRole('button', { name: '撤销' }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s?定|OK/ })
      .click();
    await page.getByText('已恢复 2 份答卷').waitFor();
    await log.getByText('已撤销').waitFor();
    await log.getByText(/撤销记录 #\d+/).waitFor();
    // The project header is sticky: a full-page shot from a scrolled window draws it mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'report-cleaning-log-zh');
  });

  it('shows the same screen in English', async () => {
    const page = await openCleaning('en-US', 'cleanen');
    await page.getByRole('heading', { name: 'Data cleaning' }).waitFor();
    await page.getByRole('switch', { name: 'Enable Meaningless open answers' }).click();
    // antd's button radios hide the input: the label is what a person clicks.
    await page.locator('label', { hasText: 'Match all (and)' }).click();
    await page.getByRole('button', { name: 'Preview matches' }).click();
    await page.locator('.cleaning-preview').getByText('1 matched').waitFor();
    await shoot(page, 'report-cleaning-preview-en');
  });
});
