import { randomUUID } from 'node:crypto';
import { fullPath, RESPOND_DEVICE_COOKIE, reportFiltersApi, respondApi } from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Issue 18 items 11 and 13 on screen: file answers named and linked on the board, distribution
 * charts of numeric answers, the max-diff base, evaluation tags counted, rank labels, cleaning
 * within the active filter, the theme's contrast wording. Screenshots go to screenshots/ (with E2E_SCREENSHOTS=1).
 */
let browser: Browser;
let author: Session;
let code = '';
let single = 0;
let firstChoice = 0;

const shot = (page: Page, name: string) => capture(page, name, { fullPage: true });
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function upload(page: Page, responseId: string, nodeId: number, name: string): Promise<unknown> {
  const form = new FormData();
  form.set('surveyCode', code);
  form.set('responseId', responseId);
  form.set('nodeId', String(nodeId));
  form.set('file', new Blob([Buffer.from('%PDF-1.7\n plan')], { type: 'application/pdf' }), name);
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.upload)}`, {
    method: 'POST',
    headers: { cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: string; message: string; data: { file: unknown } };
  if (envelope.code !== '00000') throw new Error(`upload answered ${envelope.code} ${envelope.message}`);
  return envelope.data.file;
}

async function submit(page: Page, responseId: string, answers: Record<string, unknown>, durationMs: number) {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
    body: JSON.stringify({ surveyCode: code, responseId, version: 1, answers, durationMs }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'ux18');
  const api = await surveyApi(author.page, 'Issue 18 board', 'en');
  single = await api.add(QuestionType.SingleChoice, { title: 'Which shop?' });
  const rate = await api.add(QuestionType.Rate, { afterId: single, title: 'Rate the service' });
  const nps = await api.add(QuestionType.Nps, { afterId: rate, title: 'Would you recommend us?' });
  const rank = await api.add(QuestionType.Rank, { afterId: nps, title: 'Order these' });
  const maxDiff = await api.add(QuestionType.MaxDiff, { afterId: rank, title: 'Most and least important' });
  const evaluate = await api.add(QuestionType.Evaluate, { afterId: maxDiff, title: 'How was your stay?' });
  const files = await api.add(QuestionType.Upload, { afterId: evaluate, title: 'Your floor plan' });
  await api.update(evaluate, { setting: { is_tag: true } });
  await api.launch();
  const nodes = await api.nodes();
  const ids = (id: number) => choicesOf(nodes.get(id)!).map((o) => o.id);
  const top = choicesOf(nodes.get(evaluate)!).at(-1)!;
  const tags = top.setting.tags as string[];
  code = api.code;
  firstChoice = ids(single)[0]!;
  const people = [
    { shop: 0, score: 5, nps: 10, tags: [0, 1], file: 'Floor plan.pdf', ms: 300_000 },
    { shop: 0, score: 4, nps: 9, tags: [0], file: 'plan-v2.pdf', ms: 4_000 },
    { shop: 1, score: 4, nps: 3, tags: [1], file: 'sketch.pdf', ms: 3_000 },
  ];
  for (const person of people) {
    const responseId = randomUUID();
    const file = await upload(author.page, responseId, files, person.file);
    const items = ids(maxDiff);
    await submit(
      author.page,
      responseId,
      {
        [single]: { optionId: ids(single)[person.shop] },
        [rate]: { [ids(rate)[0]!]: person.score },
        [nps]: person.nps,
        [rank]: { optionIds: [...ids(rank)].reverse() },
        [maxDiff]: [{ shown: items, best: items[0], worst: items[2] }],
        [evaluate]: { optionId: top.id, tags: person.tags.map((i) => tags[i]) },
        [files]: [file],
      },
      person.ms,
    );
  }
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

describe('issue 18 report and designer screens', () => {
  it('names and links files, charts numeric answers, counts tags and shows the max-diff base', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/frequency`);
    await page.getByTestId('board-card-Q7').waitFor();
    const files = page.getByTestId('board-card-Q7');
    await poll(() => files.getByRole('link', { name: 'Floor plan.pdf' }).count()).toBe(1);
    expect(await page.getByTestId('board-card-Q5').getByText('n = 3').count()).toBe(1);
    const tags = page.getByTestId('board-card-Q6');
    expect(await tags.locator('tr').filter({ hasText: '100.0%' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('board-card-Q4').getByText('(rank)').count()).toBe(0);
    await page.waitForTimeout(500); // charts draw on the next frame
    await shot(page, 'issue18-board-en');
  });

  it('cleans within the active filter and says so', async () => {
    const { page } = author;
    const made = await callEndpoint(page, reportFiltersApi.create, {
      surveyCode: code,
      name: 'Shop A',
      conditions: [{ nodeId: single, optionType: Operator.Checked, optionIds: [firstChoice] }],
    });
    await callEndpoint(page, reportFiltersApi.select, { surveyCode: code, id: made.id });
    await page.goto(`/designer/project/${code}/report/cleaning`);
    await page.getByText('Only responses in the current filter “Shop A” are cleaned').waitFor();
    await shot(page, 'issue18-cleaning-filter-en');
  });

  it('words the theme contrast honestly', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/theme`);
    await page
      .getByText(/enough only for large or bold text/)
      .first()
      .waitFor();
    await shot(page, 'issue18-theme-contrast-en');
  });

  it('offers single choice no "choose at least / at most" and NPS no scale to break', async () => {
    const { page } = author;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/designer/project/${code}/design`);
    // The first card is the group; the second is Q1, the single choice.
    await page.locator('.design-card__select').nth(1).click();
    await page.locator('.qe-panel').waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'issue18-single-choice-settings-en');
    expect(
      await page
        .locator('.qe-panel')
        .getByLabel(/at least|at most/i)
        .count(),
    ).toBe(0);
    await page.locator('.design-card__select').nth(3).click();
    await page.waitForTimeout(800);
    await shot(page, 'issue18-nps-settings-en');
  });
});
