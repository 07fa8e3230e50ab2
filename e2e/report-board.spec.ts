import { randomUUID } from 'node:crypto';
import { fullPath, RESPOND_DEVICE_COOKIE, reportBoardApi, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { pickInDialog } from './support/dialog-select.ts';
import { dialog, registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { choicesOf, subsOf, surveyApi } from './support/survey-api.ts';

/**
 * The data board: a published survey with three responses sent through the respond API, its
 * figures on the board, a chart type remembered across a reload, and a saved filter that changes
 * the figures (and applies until it is unselected).
 */
let browser: Browser;
let author: Session;
let code = '';
let options: string[] = [];
let drinkNames: string[] = [];
let rowNames: string[] = [];

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

async function submit(page: Page, answers: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${RESPOND_DEVICE_COOKIE}=${randomUUID()}` },
    body: JSON.stringify({ surveyCode: code, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

const card = (page: Page, questionCode: string): Locator => page.getByTestId(`board-card-${questionCode}`);
const cells = (row: Locator) => row.locator('td').allTextContents();
const rowOf = (scope: Locator, text: string) => scope.locator('tr').filter({ hasText: text }).first();

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'board');
  const api = await surveyApi(author.page, '看板旅程', 'zh');
  const colour = await api.add(QuestionType.SingleChoice, { title: '你最喜欢哪种颜色？' });
  const why = await api.add(QuestionType.OpenText, { afterId: colour, title: '为什么？' });
  const drinks = await api.add(QuestionType.MultipleChoice, { afterId: why, title: '你喝什么？' });
  const nps = await api.add(QuestionType.Nps, { afterId: drinks, title: '你会推荐我们吗？' });
  const grid = await api.add(QuestionType.Matrix, { afterId: nps, title: '请评价以下方面' });
  await api.launch();
  const nodes = await api.nodes();
  const ids = choicesOf(nodes.get(colour)!).map((o) => o.id);
  options = choicesOf(nodes.get(colour)!).map((o) => plain(String(o.title)));
  const cups = choicesOf(nodes.get(drinks)!).map((o) => o.id);
  drinkNames = choicesOf(nodes.get(drinks)!).map((o) => plain(String(o.title)));
  const columns = choicesOf(nodes.get(grid)!).map((o) => o.id);
  const rows = subsOf(nodes.get(grid)!).map((o) => o.id);
  rowNames = subsOf(nodes.get(grid)!).map((o) => plain(String(o.title)));
  const matrix = (picks: number[]) => Object.fromEntries(rows.map((row, i) => [row, columns[picks[i]!]]));
  code = api.code;
  const answers = (pick: number, text: string, chosen: number[], score: number, picks: number[]) => ({
    [colour]: { optionId: ids[pick] },
    [why]: text,
    [drinks]: { optionIds: chosen.map((i) => cups[i]) },
    [nps]: score,
    [grid]: matrix(picks),
  });
  await submit(author.page, answers(0, '好看', [0, 1], 10, [0, 0, 1]));
  await submit(author.page, answers(0, '明亮', [0], 9, [1, 0, 1]));
  await submit(author.page, answers(1, 'calm', [2], 3, [0, 2, 1]));
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

async function openBoard(page: Page): Promise<void> {
  await page.goto(`/designer/project/${code}/report/frequency`);
  await card(page, 'Q1').waitFor();
}

describe('data board', () => {
  it('shows each option with its count and percentage of the base', async () => {
    const { page } = author;
    await openBoard(page);
    const q1 = card(page, 'Q1');
    expect(await q1.getByText('n = 3').count()).toBe(1);
    expect(await cells(rowOf(q1, options[0]!))).toEqual([options[0], '2', '66.7%']);
    expect(await cells(rowOf(q1, options[1]!))).toEqual([options[1], '1', '33.3%']);
    expect(await cells(rowOf(q1, options[2]!))).toEqual([options[2], '0', '0.0%']);
    await q1.locator('canvas').first().waitFor();
    expect(await card(page, 'Q2').getByText('明亮').count()).toBe(1);
    // Multiple choice: 2 of 3 respondents (66.7% of cases), 2 of 4 mentions (50.0%).
    expect(await cells(rowOf(card(page, 'Q3'), drinkNames[0]!))).toEqual([
      drinkNames[0],
      '2',
      '66.7%',
      '50.0%',
    ]);
    // NPS: 10 and 9 promote, 3 detracts: score 66.7 − 33.3.
    const nps = card(page, 'Q4');
    expect(await cells(rowOf(nps, '推荐者'))).toEqual(['推荐者（9–10）', '2', '66.7%']);
    expect((await cells(rowOf(nps, 'NPS')))[1]).toBe('33.3');
    // Matrix: rows × columns, count and row percent per cell, then the row's base.
    const grid = card(page, 'Q5');
    expect(await grid.locator('tbody tr.ant-table-row').count()).toBe(3);
    expect((await cells(grid.locator('tbody tr.ant-table-row').first())).map((c) => c.trim())).toEqual([
      rowNames[0],
      '2 (66.7%)',
      '1 (33.3%)',
      '0 (0.0%)',
      '3',
    ]);
    await shoot(page, 'report-board-zh');
  });

  it('remembers a chart type per question after a reload', async () => {
    const { page } = author;
    const saved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(reportBoardApi.saveSetting));
    await card(page, 'Q1').locator('.ant-segmented-item', { hasText: '饼图' }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('00000');
    await page.reload();
    await card(page, 'Q1').waitFor();
    const selected = card(page, 'Q1').locator('.ant-segmented-item-selected');
    expect(await selected.textContent()).toBe('饼图');
    await card(page, 'Q1').locator('[data-chart-type="pie"] canvas').waitFor();
  });

  it('applies a new filter to the figures and drops it with "all data"', async () => {
    const { page } = author;
    // From a fresh page, so a retry does not start inside the dialog a failed try left open.
    await openBoard(page);
    await page.getByRole('button', { name: /新建筛选/ }).click();
    await dialog(page).getByLabel('名称').fill('喜欢第二种');
    await dialog(page).getByRole('button', { name: '添加条件' }).click();
    await pickInDialog(page, '判断 1', '选中全部');
    await pickInDialog(page, '选项 1', options[1]!);
    await shoot(page, 'report-filter-dialog-zh', false);
    await dialog(page).getByRole('button', { name: '保存' }).click();
    const q1 = card(page, 'Q1');
    await poll(() => q1.getByText('n = 1').count()).toBe(1);
    expect(await cells(rowOf(q1, options[1]!))).toEqual([options[1], '1', '100.0%']);
    expect(await page.getByText('正在按「喜欢第二种」筛选').count()).toBe(1);
    await shoot(page, 'report-board-filtered-zh');

    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'report-board-phone-zh');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('combobox', { name: '筛选' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '全部数据' })
      .click();
    await poll(() => q1.getByText('n = 3').count()).toBe(1);
  });

  it('reads in English, on a desktop and a phone', async () => {
    const { page } = author;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await openBoard(page);
    expect(await page.getByRole('heading', { name: 'Data board' }).count()).toBe(1);
    expect(await cells(rowOf(card(page, 'Q1'), 'Total'))).toEqual(['Total', '3', '100.0%']);
    await shoot(page, 'report-board-en');
    await page.getByRole('button', { name: /New filter/ }).click();
    await dialog(page).getByRole('button', { name: 'Add a condition' }).waitFor();
    await shoot(page, 'report-filter-dialog-en', false);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'report-board-phone-en');
  });
});
