import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { answerImportApi, downloadsApi, fullPath, reportFiltersApi, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { type Locale, registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Raw data export end to end: responses submitted on the public API, an xlsx export created on
 * the report's export page, the task finishing in the download centre (the served app runs the
 * pg-boss worker), the file downloaded and opened with exceljs, in zh and en.
 */
let browser: Browser;
const sessions: Session[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser.close();
});

const LABELS = {
  'zh-CN': {
    submit: '开始导出',
    toDownloads: '前往下载中心',
    done: '已完成',
    download: '下载',
    empty: '还没有下载任务',
    imported: '共 3 行，已导入 3 行',
    useFilter: '使用当前筛选条件',
    noFilter: '当前没有选中的筛选条件',
    filterName: '只导出筛选条件“所有答卷”保留的答卷',
  },
  'en-US': {
    submit: 'Export',
    toDownloads: 'Open the download centre',
    done: 'Done',
    download: 'Download',
    empty: 'No downloads yet',
    imported: '3 rows, 3 imported',
    useFilter: 'Use the current filter',
    noFilter: 'No filter is selected',
    filterName: 'Only the responses the filter “所有答卷” keeps',
  },
} as const;

/** A published survey (single choice, open text) with three responses; one text is a formula. */
async function surveyWithAnswers(page: Page, lang: 'zh' | 'en'): Promise<string> {
  const api = await surveyApi(page, lang === 'zh' ? '导出调查' : 'Export survey', lang);
  const q1 = await api.add(QuestionType.SingleChoice);
  const q2 = await api.add(QuestionType.OpenText, { afterId: q1 });
  const options = choicesOf(await api.node(q1));
  await api.launch();
  const base = new URL(page.url()).origin;
  for (const [pick, text] of [
    [0, '很好'],
    [1, '=1+1'],
    [2, 'fine, thanks'],
  ] as const) {
    const res = await fetch(`${base}${fullPath(respondApi.submit)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        surveyCode: api.code,
        responseId: randomUUID(),
        version: 1,
        answers: { [q1]: { optionId: options[pick]!.id }, [q2]: text },
      }),
    });
    expect(((await res.json()) as { code: string }).code).toBe('00000');
  }
  return api.code;
}

describe.each(journeyLocales(['en-US', 'zh-CN'] as Locale[]))('report export (%s)', (locale) => {
  it('exports xlsx, finishes in the download centre and downloads the file', async () => {
    const session = await registerUser(browser, locale, 'exp');
    sessions.push(session);
    const { page } = session;
    const labels = LABELS[locale];
    const lang = locale === 'zh-CN' ? 'zh' : 'en';
    const code = await surveyWithAnswers(page, lang);
    await page.goto('/designer/download');
    await page.getByText(labels.empty).waitFor();
    await shoot(page, `download-centre-empty-${lang}`);

    await page.goto(`/designer/project/${code}/report/export`);
    await page.getByRole('button', { name: labels.submit }).waitFor();
    // No filter selected: the option is off, with a hint where to choose one.
    await page.getByText(labels.noFilter).waitFor();
    expect(await page.getByRole('checkbox', { name: labels.useFilter }).isDisabled()).toBe(true);
    await shoot(page, `report-export-${lang}`);
    const created = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(downloadsApi.dataExport));
    await page.getByRole('button', { name: labels.submit }).click();
    expect(((await (await created).json()) as { code: string }).code).toBe('00000');
    await page.getByRole('link', { name: labels.toDownloads }).click();
    await page.waitForURL('**/designer/download');

    const row = page.locator('.ant-table-row').first();
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain(labels.done);
    // Seen in the list, the finished task is read: the top bar's red badge goes out.
    await expect.poll(() => page.locator('.top-bar__download .ant-badge-count').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await shoot(page, `download-centre-${lang}`);

    const downloaded = page.waitForEvent('download');
    await row.getByRole('button', { name: labels.download }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-2)).toEqual(['Q1', 'Q2']);
    const col = (name: string) => header.indexOf(name) + 1;
    const data = [3, 4, 5].map((r) => sheet.getRow(r));
    expect(data.map((r) => r.getCell(col('Q1')).value)).toEqual([1, 2, 3]);
    expect(data.map((r) => r.getCell(col('Q2')).value)).toEqual(['很好', "'=1+1", 'fine, thanks']);

    // The same file imported back on the export page: every row accepted.
    await page.goto(`/designer/project/${code}/report/export`);
    const imported = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(answerImportApi.upload));
    await page.locator('input[type="file"]').setInputFiles((await file.path())!);
    expect(((await (await imported).json()) as { code: string }).code).toBe('00000');
    await page.getByText(labels.imported).waitFor();
    await shoot(page, `report-import-${lang}`);

    // A selected filter: the option names it and the task carries its id.
    const filter = await callEndpoint(page, reportFiltersApi.create, {
      surveyCode: code,
      name: '所有答卷',
      select: true,
      statuses: ['complete'],
    });
    await page.reload();
    await page.getByText(labels.filterName).waitFor();
    await page.getByRole('checkbox', { name: labels.useFilter }).check();
    await shoot(page, `report-export-filter-${lang}`);
    const filtered = page.waitForRequest(
      (r) => new URL(r.url()).pathname === fullPath(downloadsApi.dataExport),
    );
    await page.getByRole('button', { name: labels.submit }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ filterId: filter.id });
  });
});
