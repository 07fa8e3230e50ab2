import { quotaApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { submitChoice } from './support/submit-response.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Issue 18 item 13 (responses table): the device in words and a status column that shows the
 * whole "Screened out" tag. A quota of 1 on the first option screens out the second answer to it.
 */
let browser: Browser;
let author: Session;

const submit = (page: Page, code: string, question: number, optionId: number, device: string) =>
  submitChoice(page, code, question, optionId, { durationMs: 60_000, device });

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'ux2');
  await author.page.setViewportSize({ width: 1366, height: 800 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

describe('report → response data (issue 18 item 13)', () => {
  it('shows the device in words and the whole status tag', async () => {
    const page = author.page;
    const api = await surveyApi(page, 'Store survey', 'en');
    const q = await api.add(QuestionType.SingleChoice, { title: 'Which store?' });
    const [first, second] = choicesOf(await api.node(q));
    await callEndpoint(page, quotaApi.save, {
      surveyCode: api.code,
      name: 'First store',
      conditions: [{ nodeId: q, optionIds: [first!.id] }],
      target: 1,
      action: 'screen_out',
    });
    await api.launch();
    const statuses = [
      await submit(page, api.code, q, first!.id, 'phone'),
      await submit(page, api.code, q, first!.id, 'pc'),
      await submit(page, api.code, q, second!.id, 'tablet'),
    ];
    expect(statuses).toEqual(['complete', 'screened_out', 'complete']);

    await page.goto(`/designer/project/${api.code}/report/response`);
    const grid = page.locator('.answer-grid');
    await expect.poll(() => grid.textContent(), { timeout: 10_000 }).toContain('Screened out');
    const text = (await grid.textContent()) ?? '';
    expect(text).toContain('Phone');
    expect(text).toContain('Computer');
    expect(text).toContain('Tablet');
    expect(text).not.toMatch(/\bphone\b|\bpc\b|\btablet\b/);
    // Every status tag ends inside its cell.
    const overflow = await page.$$eval('.answer-grid__row .ant-tag', (tags) =>
      tags.map((tag) => {
        const cell = tag.parentElement!.getBoundingClientRect();
        return tag.getBoundingClientRect().right - (cell.right - 8);
      }),
    );
    expect(overflow.length).toBe(3);
    for (const over of overflow) expect(over).toBeLessThanOrEqual(0.5);
    await capture(page, 'issue18-ux2-responses-en');
  });

  it("opens the question's title editor from the panel's Edit title link", async () => {
    const page = author.page;
    const api = await surveyApi(page, 'Panel survey', 'en');
    await api.add(QuestionType.SingleChoice, { title: 'Old title' });
    await page.goto(`/designer/project/${api.code}/design`);
    const row = page.locator('.design-row--question').first();
    await row.locator('.design-card__select').click();
    await page.locator('.design-workspace__panel').getByRole('button', { name: 'Edit title' }).click();
    const area = page.getByRole('textbox', { name: /^Edit title/ });
    await area.waitFor();
    // It stays open with the caret in it (it used to close again at once).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('title-editor__area')))
      .toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('New title');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.locator('.cairn-question__text').textContent()).toBe('New title');
    await capture(page, 'issue18-ux2-panel-edit-title-en');
  });
});
