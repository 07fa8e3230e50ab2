import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { registerUser } from './support/projects.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * The public pages around the app (spec doc 1 §2): the friendly notice, the return pages that
 * outside services send the browser back to, and the retail-partner overview.
 */
const WORDS = {
  'zh-CN': { notice: '友好提示', reason: '请求的资源不存在', refused: '登录没有完成', overview: '总体概览' },
  'en-US': {
    notice: 'Notice',
    reason: 'The requested resource does not exist',
    refused: 'The login did not finish',
    overview: 'Overview',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(journeyLocales(['zh-CN', 'en-US'] as const))('public pages (%s)', (lang) => {
  const w = WORDS[lang];
  const tag = lang === 'zh-CN' ? 'zh' : 'en';

  it('shows the friendly notice for a catalogue code and never a link’s free text', async () => {
    const { context, page } = await newPage(browser, lang);
    await page.goto('/designer/error-open/code?code=A0404');
    await page.getByRole('heading', { name: w.notice }).waitFor();
    expect(await page.locator('main').textContent()).toContain(w.reason);
    expect(await page.locator('main').textContent()).toContain('A0404');
    await shoot(page, `notice-${tag}`);
    await page.goto('/designer/error-open/code?code=%3Cb%3Eyou%20won%3C%2Fb%3E');
    await page.getByRole('heading', { name: w.notice }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('you won');
    await context.close();
  });

  it('sends a logged-out return to the login with its target, and says when the issuer refused', async () => {
    const { context, page } = await newPage(browser, lang);
    await page.goto('/designer/backurl?redirect=%2Fuser%2Fbase');
    await page.waitForURL('**/designer/login?redirect=%2Fuser%2Fbase');
    await page.goto('/designer/backurl?error=access_denied');
    await page.getByRole('alert').filter({ hasText: w.refused }).waitFor();
    await shoot(page, `backurl-refused-${tag}`);
    await context.close();
  });

  it('lands a retail-partner return on the project’s partner overview', async () => {
    const author = await registerUser(browser, lang, 'jd');
    const survey = await surveyApi(author.page, 'JD overview');
    await survey.add(3);
    await survey.launch();
    await author.page.goto(
      `/designer/backurlJD?redirect=${encodeURIComponent(`/project/${survey.code}/report`)}`,
    );
    await author.page.waitForURL(`**/designer/project/${survey.code}/jd/overview`);
    await author.page.getByRole('heading', { name: w.overview }).waitFor();
    await shoot(author.page, `jd-overview-${tag}`);
    await author.context.close();
  });
});
