import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * Answer-frequency limits (settings deviceFrequency / ipFrequency, "only once"): after one
 * response the survey shows the completed state, in the survey's language. The device limit is
 * checked on the same browser (its device cookie), the address limit on a second browser profile
 * from the same address, so it is the server, not the local draft, that says no.
 */
let browser: Browser;
let author: Session;
const contexts: BrowserContext[] = [];
const codes = { device: '', ip: '' };
const ONLY_ONCE = 1;

async function publishLimited(lang: 'zh' | 'en', limit: Record<string, number>): Promise<string> {
  const api = await surveyApi(author.page, lang === 'zh' ? '限答一次' : 'Once only', lang);
  await api.add(QuestionType.SingleChoice, {
    title: lang === 'zh' ? '你喜欢我们的新菜单吗？' : 'Do you like the new menu?',
  });
  await api.settings({ lang, ...limit });
  await api.launch();
  return api.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'limits');
  codes.device = await publishLimited('zh', { deviceFrequency: ONLY_ONCE });
  codes.ip = await publishLimited('en', { ipFrequency: ONLY_ONCE });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await browser?.close();
});

async function respondent(): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function answerOnce(page: Page, code: string): Promise<void> {
  await page.goto(`/r/${code}`);
  await page.locator('.respond-question').first().locator('label').first().click();
  const answer = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(respondApi.submit));
  await page.locator('.respond-nav__next').click();
  expect(((await (await answer).json()) as { code: string }).code).toBe('00000');
  await page.locator('.respond-finished--done').waitFor();
}

const completedMessage = (page: Page) =>
  page.locator('.respond-access[data-state="completed"] .respond-access__message');

describe('answer frequency', () => {
  it('once per device: the same phone, back on the link, is told it has completed the survey', async () => {
    const page = await respondent();
    await answerOnce(page, codes.device);
    await page.goto(`/r/${codes.device}`);
    expect(await completedMessage(page).textContent()).toBe('您已完成该问卷');
    await expectAccessible(page, 'completed', true);
    await shoot(page, 'respond-phone-completed-zh');
  });

  it('once per address: another browser from the same address is refused too', async () => {
    await answerOnce(await respondent(), codes.ip);
    const other = await respondent();
    await other.goto(`/r/${codes.ip}`);
    expect(await completedMessage(other).textContent()).toBe('Survey has been completed');
    await shoot(other, 'respond-phone-completed-en');
  });
});
