import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fullPath, reportCrossApi, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Cross tables and weighting end to end: 40 responses where the first group picks the first
 * colour more often (14 of 20 against 6 of 20: p ≈ 0.011), so the table letters it at 95 % and
 * not at 99 %; a rim scheme on both variables (a target on a category without responses is
 * refused with A0321 beside the grid), made active, changes the data board and the table; the
 * table exported to xlsx and opened.
 */
let browser: Browser;
let author: Session;
let code = '';
let colours: string[] = [];
let groups: string[] = [];

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

async function submit(page: Page, answers: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode: code, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'cross');
  const api = await surveyApi(author.page, 'Cross journey', 'en');
  const colour = await api.add(QuestionType.SingleChoice, { title: 'Favourite colour' });
  const group = await api.add(QuestionType.SingleChoice, { afterId: colour, title: 'Group' });
  await api.launch();
  const nodes = await api.nodes();
  const colourIds = choicesOf(nodes.get(colour)!).map((o) => o.id);
  const groupIds = choicesOf(nodes.get(group)!).map((o) => o.id);
  colours = choicesOf(nodes.get(colour)!).map((o) => plain(String(o.title)));
  groups = choicesOf(nodes.get(group)!).map((o) => plain(String(o.title)));
  code = api.code;
  for (let i = 0; i < 40; i++) {
    const first = i < 20;
    const firstColour = first ? i < 14 : i < 26;
    await submit(author.page, {
      [colour]: { optionId: colourIds[firstColour ? 0 : 1] },
      [group]: { optionId: groupIds[first ? 0 : 1] },
    });
  }
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

/** antd's radio buttons hide the input under the label: a person clicks the label. */
const level = (page: Page, name: string) =>
  page.locator('label.ant-radio-button-wrapper', { hasText: name }).click();
const table = (page: Page) => page.getByTestId('cross-table');
const rowCells = (page: Page, label: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) })
    .first();

describe('cross tables and weighting', () => {
  it('builds a crosstab with letters and changes them with the level', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/cross`);
    await page.getByText('Pick at least one row and one column variable').waitFor();
    await page.getByRole('button', { name: /^Add to rows: Q1\b/ }).click();
    await page.getByRole('button', { name: /^Add to columns: Q2\b/ }).click();
    await table(page).waitFor();
    const firstRow = rowCells(page, colours[0]!);
    // The first group's share of the first colour is above the second group's at α = 0.05.
    await poll(() => firstRow.locator('.cross-letters').first().textContent()).toMatch(/^b/);
    await page
      .getByTestId('cross-legend')
      .getByText(/Level 95%/)
      .waitFor();
    await shoot(page, 'report-cross-en');

    await level(page, '99%');
    await page
      .getByTestId('cross-legend')
      .getByText(/Level 99%/)
      .waitFor();
    await poll(() => firstRow.locator('.cross-letters').count()).toBe(0);
    await level(page, '95%');
    await page
      .getByTestId('cross-legend')
      .getByText(/Level 95%/)
      .waitFor();

    // Without an active scheme the weighted switch is off, with a hint.
    await page.getByText(/No weighting scheme is active/).waitFor();
    expect(await page.getByRole('switch').isDisabled()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'report-cross-phone-en');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('weights by two margins (refusing a target no response can meet) and makes the scheme active', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/weight-list`);
    await page.getByText('No weighting schemes yet').waitFor();
    await page.getByRole('button', { name: /New scheme/ }).click();
    await page.waitForURL('**/report/weight-edit');
    await page.getByRole('textbox', { name: 'Scheme name' }).fill('Census');
    const add = page.getByRole('combobox', { name: 'Add a single-response variable' });
    for (const q of ['Q1', 'Q2']) {
      await add.click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: new RegExp(`^${q}\\b`) })
        .click();
    }
    // Even targets put a share on the third choices, which no response has.
    await page.getByRole('button', { name: 'Run' }).click();
    await page
      .getByTestId('weight-error')
      .getByText('A weighting target is set on a category that has no responses')
      .waitFor();
    await shoot(page, 'report-weight-edit-error-en');

    const target = (q: string, label: string) =>
      page.getByRole('spinbutton', { name: new RegExp(`^${q} .*: ${label}$`) });
    const set = async (q: string, labels: string[], values: number[]) => {
      for (const [i, label] of labels.entries()) {
        await target(q, label).fill(String(values[i]));
        await target(q, label).blur();
      }
    };
    await set('Q1', colours.slice(0, 3), [70, 30, 0]);
    await set('Q2', groups.slice(0, 3), [50, 50, 0]);
    await page.getByRole('button', { name: 'Run' }).click();
    const report = page.getByTestId('weight-report');
    await report.getByText('Converged', { exact: true }).first().waitFor();
    await shoot(page, 'report-weight-edit-en');

    await page.getByRole('button', { name: 'Save and activate' }).click();
    await page.waitForURL(/weight-edit\?id=\d+/);
    // The list's nav entry stays highlighted on the editor.
    await page.locator('.section-nav__item--active', { hasText: 'Weighting' }).waitFor();
    await page.goto(`/designer/project/${code}/report/weight-list`);
    await page.getByTestId('scheme-active').waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'report-weight-list-en');
  });

  it('shows the weights on the data board and in the table', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/frequency`);
    const weighted = page.locator('#board-weighted');
    // Enabled once the schemes have loaded and one is active.
    await poll(() => weighted.isDisabled()).toBe(false);
    await weighted.click();
    await page
      .getByText(/Weighted n = 40/)
      .first()
      .waitFor();

    await page.goto(`/designer/project/${code}/report/cross`);
    await table(page).waitFor();
    const before = await rowCells(page, colours[0]!).locator('td').first().textContent();
    await page.getByRole('switch').click();
    await table(page).locator('th', { hasText: 'Effective base' }).first().waitFor();
    // 70 % of the weighted total picks the first colour (50 % unweighted).
    await poll(() => rowCells(page, colours[0]!).locator('td').first().textContent()).toContain('70.0%');
    expect(before).toContain('50.0%');
    await page.getByTestId('cross-legend').getByText('Weighted; tests use the effective base.').waitFor();
    await shoot(page, 'report-cross-weighted-en');
  });

  it('exports the table to xlsx through the download centre', async () => {
    const { page } = author;
    const created = responseOf(
      page,
      (r) => new URL(r.url()).pathname === fullPath(reportCrossApi.exportTables),
    );
    await page.getByRole('button', { name: /Export this table/ }).click();
    expect(((await (await created).json()) as { code: string }).code).toBe('00000');
    await page.getByRole('link', { name: 'Open the download centre' }).click();
    await page.waitForURL('**/designer/download');
    const row = page.locator('.ant-table-row').first();
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('Done');
    expect(await row.textContent()).toContain('Cross tables');
    await shoot(page, 'download-centre-cross-en');
    const downloaded = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const texts = workbook.worksheets.flatMap((sheet) => {
      const all: string[] = [];
      sheet.eachRow((r) => r.eachCell((c) => all.push(String(c.text))));
      return all;
    });
    expect(texts.some((t) => t.includes(colours[0]!))).toBe(true);
    expect(texts.some((t) => t.includes(groups[0]!))).toBe(true);

    // The raw export offers SPSS beside Excel and CSV.
    await page.goto(`/designer/project/${code}/report/export`);
    await page.getByText('SPSS (.sav)', { exact: true }).click();
    await page.getByText(/the weight variable set for WEIGHT BY/).waitFor();
    await shoot(page, 'report-export-spss-en');
  });

  it('nests a variable in the banner: outer categories over the inner ones', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/cross`);
    await table(page).waitFor();
    await page.getByRole('combobox', { name: /^Variable nested in Q2\b/ }).click();
    await page.locator('.ant-select-item-option', { hasText: /Q1\b/ }).click();
    const heads = table(page).locator('thead tr');
    await poll(() => heads.count()).toBe(3);
    // Q2's first group over each colour: the outer label spans the inner categories.
    const outer = heads.nth(1).locator('th', { hasText: groups[0]! });
    await expect.poll(() => outer.getAttribute('colspan')).toBe(String(colours.length));
    await expect.poll(() => heads.nth(2).locator('th').count()).toBe(colours.length * groups.length);
    await shoot(page, 'report-cross-nested-en');
    await page.getByRole('combobox', { name: /^Variable nested in Q2\b/ }).click();
    await page.locator('.ant-select-item-option', { hasText: 'No nesting' }).click();
    await poll(() => heads.count()).toBe(2);
  });

  it('draws the table as bars and shows every screen in Chinese', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/cross`);
    // The report worker serves every journey running beside this one: a table it computes behind
    // another journey's export can take longer than a click's wait on a loaded machine.
    await table(page).waitFor({ timeout: 60_000 });
    await page.locator('label.ant-radio-button-wrapper', { hasText: 'Clustered bars' }).click();
    await page.locator('.cross-chart canvas').first().waitFor();
    await shoot(page, 'report-cross-chart-en');

    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await page.locator('label.ant-radio-button-wrapper', { hasText: '表格' }).click();
    await table(page).waitFor({ timeout: 60_000 });
    await page
      .getByTestId('cross-legend')
      .getByText(/显著性水平 95%/)
      .waitFor();
    await shoot(page, 'report-cross-zh');
    await page.goto(`/designer/project/${code}/report/weight-list`);
    await page.getByTestId('scheme-active').waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'report-weight-list-zh');
    await page.getByRole('link', { name: '编辑' }).click();
    await page.getByText('运行结果').waitFor();
    await page.locator('.section-nav__item--active', { hasText: '加权设置' }).waitFor();
    await shoot(page, 'report-weight-edit-zh');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
