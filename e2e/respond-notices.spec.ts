import { publishingApi, RESPOND_INLINE_ID, RESPOND_MESSAGES } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, PHONE } from './support/accessibility.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * The pages a respondent meets around the questions, scanned by axe-core on a desktop and a
 * 390 px phone: the welcome and end pages, and the notices of a survey that cannot be answered
 * (not found, no questions, not started, ended, closed, full). Surveys are built through the
 * designer API; the other journeys reach the gates, completed, pending and screen-out.
 */
let browser: Browser;
let author: Session;
const contexts: BrowserContext[] = [];
const codes = { welcome: '', notStarted: '', ended: '', closed: '' };
const HOUR = 3600_000;

async function publish(title: string, settings: Record<string, unknown>): Promise<string> {
  const api = await surveyApi(author.page, title, 'en');
  await api.add(QuestionType.SingleChoice, { title: 'Do you like the new menu?' });
  await api.settings({ lang: 'en', ...settings });
  await api.launch();
  return api.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'notices');
  codes.welcome = await publish('Welcome', {
    welcome: '<p>Thank you for <strong>five minutes</strong> of your time.</p>',
    endMessage: '<p>All done: <em>thank you!</em></p>',
    responseCap: 1,
  });
  codes.notStarted = await publish('Later', { startTime: new Date(Date.now() + 24 * HOUR).toISOString() });
  codes.ended = await publish('Earlier', { endTime: new Date(Date.now() - HOUR).toISOString() });
  codes.closed = await publish('Paused', { closeTip: 'Back next week' });
  await callEndpoint(author.page, publishingApi.status, { code: codes.closed, status: 2 });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await browser?.close();
});

async function respondent(): Promise<Page> {
  const { context, page } = await newPage(browser, 'en-US');
  contexts.push(context);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

const notice = (page: Page, state: string) =>
  page.locator(`.respond-access[data-state="${state}"] .respond-access__message`);

describe('pages around the questions', () => {
  it('welcome, then the end page; the survey is full afterwards', async () => {
    const page = await respondent();
    await page.goto(`/r/${codes.welcome}`);
    await page.locator('.respond-welcome').waitFor();
    await expectAccessible(page, 'welcome', true);
    await shoot(page, 'respond-phone-welcome-en');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.respond-question').first().getByRole('radio').first().check();
    await page.locator('.respond-nav__next').click();
    await page.locator('.respond-finished--done').getByText('thank you!').waitFor();
    await expectAccessible(page, 'end page', true);
    await shoot(page, 'respond-phone-end-en');
    const other = await respondent();
    await other.goto(`/r/${codes.welcome}`);
    expect(await notice(other, 'full').textContent()).toBe(RESPOND_MESSAGES.full.en);
    await expectAccessible(other, 'full', true);
  });

  it('notices of a survey that cannot be answered now', async () => {
    const page = await respondent();
    // No survey can be published without questions (launch refuses): the page of an unknown
    // code is served with the server's answer for an old version without any in its place (the
    // answer is inlined in the page); the page draws every notice alike.
    const noQuestions = { state: 'no_questions', lang: 'en', message: RESPOND_MESSAGES.noQuestions.en };
    await page.route('**/r/EMPTY0', async (route) => {
      const html = await (await route.fetch()).text();
      const inline = new RegExp(`(<script type="application/json" id="${RESPOND_INLINE_ID}">).*?(</script>)`);
      expect(html).toMatch(inline);
      await route.fulfill({
        contentType: 'text/html',
        body: html.replace(inline, (_, open, close) => `${open}${JSON.stringify(noQuestions)}${close}`),
      });
    });
    for (const [path, state, message] of [
      // An unknown code has no survey language: the default one.
      ['/r/nothing-here', 'not_found', RESPOND_MESSAGES.notFound.zh],
      ['/r/EMPTY0', 'no_questions', RESPOND_MESSAGES.noQuestions.en],
      [`/r/${codes.notStarted}`, 'not_started', RESPOND_MESSAGES.notStarted.en],
      [`/r/${codes.ended}`, 'ended', RESPOND_MESSAGES.ended.en],
      [`/r/${codes.closed}`, 'closed', 'Back next week'],
    ] as const) {
      await page.goto(path);
      expect(await notice(page, state).textContent()).toBe(message);
      // Every notice is the same element with another text: one is scanned at both widths.
      await expectAccessible(page, state, state === 'not_found');
    }
    await shoot(page, 'respond-phone-closed-en');
  });
});
