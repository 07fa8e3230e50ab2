import { QuestionType } from '@cairn/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * The settings area weixin (issue 23): the survey is bound to the simulator's official account
 * (the shared server with MESSAGING_APP=local), so its red envelopes can be claimed; unbinding asks first.
 */
let browser: Browser;
let author: Session;
let code = '';
beforeAll(async () => {
  const base = inject('messagingBaseUrl');
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'weixin', base);
  const api = await surveyApi(author.page, 'Envelope survey', 'en');
  await api.add(QuestionType.SingleChoice, { title: 'Which do you like?' });
  await api.launch();
  code = api.code;
}, 120_000);
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

describe('settings area weixin', () => {
  it('shows the simulated official account, binds the survey to it and unbinds after a confirmation', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/setting/weixin`);
    await page.getByText('wx-local-simulator').waitFor();
    await expect
      .poll(() => page.getByText('Not bound: winners cannot claim their envelopes yet').count())
      .toBe(1);
    await shoot(page, 'setting-weixin-unbound-en');
    await page.getByRole('button', { name: 'Bind to this account' }).click();
    await page.getByText(/^Bound \(/).waitFor();
    await shoot(page, 'setting-weixin-bound-en');
    await page.getByRole('button', { name: 'Unbind' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Not bound: winners cannot claim their envelopes yet').waitFor();
  });
});
