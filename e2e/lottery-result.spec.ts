import { lotteryApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/accessibility.ts';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { startMessagingServer } from './support/messaging-server.ts';
import { registerUser } from './support/projects.ts';
import { tick } from './support/respondent-gestures.ts';
import { rewardsWords } from './support/rewards-words.ts';
import type { RunningServer } from './support/server-process.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * An after-close lottery's participant learns the result (issue 23): the end page gives a result
 * link; before the draw it says when the draw comes; once the author has drawn, the same link
 * shows the prize won and claims it through the end page's own claim (a coupon's code).
 */
let browser: Browser;
let server: RunningServer;
let base: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  ({ server, base } = await startMessagingServer());
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const words = {
  zh: { link: '我的抽奖结果', notDrawn: '还没有开奖', won: '恭喜！您抽中了「茶饮券」' },
  en: { link: 'My lottery result', notDrawn: 'Not drawn yet', won: 'Congratulations! You won “Tea coupon”' },
};

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))('after-close lottery result (%s)', (locale) => {
  const w = rewardsWords[locale];
  const tag = w.lang;
  const say = words[tag];
  it('the end page links the result page: not drawn yet with the draw time, then won and claimed', async () => {
    const author = await registerUser(browser, locale, 'drawresult', base);
    const api = await surveyApi(author.page, tag === 'zh' ? '茶饮调查' : 'Tea survey', tag);
    await api.add(QuestionType.SingleChoice, { title: tag === 'zh' ? '你喝茶吗？' : 'Do you drink tea?' });
    await api.settings({ lang: tag });
    await api.launch();
    const endAt = Date.now() + 3 * 24 * 3600_000;
    const lottery = await callEndpoint(author.page, lotteryApi.save, {
      name: tag === 'zh' ? '周末开奖' : 'Weekend draw',
      surveyCode: api.code,
      mode: 'after-close',
      prizes: [
        { kind: 'coupon', name: tag === 'zh' ? '茶饮券' : 'Tea coupon', codes: ['TEA-2026'], winners: 1 },
      ],
      startAt: null,
      endAt,
      start: true,
    });

    const context = await browser.newContext({ locale, baseURL: base, viewport: PHONE, isMobile: true });
    contexts.push(context);
    const phone: Page = await context.newPage();
    await phone.goto(`/r/${api.code}`);
    await tick(phone.locator('.respond-question').first().getByRole('radio').first());
    await phone.locator('.respond-nav__next').click();
    await phone.locator('.respond-finished--done').waitFor();
    const link = phone.getByRole('link', { name: say.link });
    await shoot(phone, `lottery-result-end-page-${tag}`);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('#lottery-result=');

    await phone.goto(href);
    await phone.getByText(say.notDrawn).waitFor();
    await shoot(phone, `lottery-result-pending-${tag}`);

    await callEndpoint(author.page, lotteryApi.status, { id: lottery.id, action: 'end' });
    await callEndpoint(author.page, lotteryApi.draw, { id: lottery.id });
    await phone.reload();
    await phone.getByText(say.won).waitFor();
    await phone.getByRole('button', { name: w.showCode }).click();
    await phone.getByText(w.yourCode).waitFor();
    expect(await phone.locator('.respond-lottery__code strong').textContent()).toBe('TEA-2026');
    await shoot(phone, `lottery-result-won-${tag}`);
  }, 120_000);
});
