import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type DashboardSaved,
  dashboardApi,
  dashboardChartApi,
  dashboardPageApi,
  fullPath,
  respondApi,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { pageAsPrepared } from './support/prepared-accounts.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Dashboards end to end, in zh and en, by prepared enterprise accounts (support/prepared-accounts.ts):
 * two surveys with responses, a dashboard of two pages (a bar of
 * each survey's question, a KPI), a Benchmark target added in the Benchmark editor, the dashboard
 * launched and its public link opened logged out (also at phone width), the pages exported to
 * xlsx and PDF through the download centre, both files opened.
 */
let browser: Browser;

const WORDS = {
  zh: {
    nav: '仪表盘',
    empty: '还没有仪表盘',
    create: '新建仪表盘',
    name: '仪表盘名称',
    submit: '创建',
    report: '报表',
    benchmark: '基准对比',
    addBenchmark: '添加基准',
    benchLabel: '名称',
    benchValue: '目标值',
    save: '保存',
    launchTab: '发布',
    launch: '发布',
    link: '公开链接',
    exportButton: '导出',
    exportSubmit: '开始导出',
    pdf: 'PDF 图表',
    toDownloads: '前往下载中心',
    done: '已完成',
    download: '下载',
    goal: '目标',
    q: '满意度',
  },
  en: {
    nav: 'Dashboard',
    empty: 'No dashboards yet',
    create: 'New dashboard',
    name: 'Dashboard name',
    submit: 'Create',
    report: 'Report',
    benchmark: 'Benchmarks',
    addBenchmark: 'Add benchmark',
    benchLabel: 'Name',
    benchValue: 'Target value',
    save: 'Save',
    launchTab: 'Launch',
    launch: 'Launch',
    link: 'Public link',
    exportButton: 'Export',
    exportSubmit: 'Export',
    pdf: 'PDF charts',
    toDownloads: 'Go to the download centre',
    done: 'Done',
    download: 'Download',
    goal: 'Goal',
    q: 'Satisfaction',
  },
} as const;

function pageAs(lang: 'zh' | 'en', width = 1280): Promise<Page> {
  return pageAsPrepared(browser, lang === 'zh' ? 'dashZh' : 'dashEn', lang === 'zh' ? 'zh-CN' : 'en-US', {
    width,
    height: 900,
  });
}

/** A published survey with a single choice question and `n` responses spread over its options. */
async function seedSurvey(page: Page, title: string, question: string, lang: 'zh' | 'en', n: number) {
  const api = await surveyApi(page, title, lang);
  const q = await api.add(QuestionType.SingleChoice, { title: question });
  await api.launch();
  const options = choicesOf((await api.nodes()).get(q)!).map((o) => o.id);
  for (let i = 0; i < n; i += 1) {
    const response = await fetch(`${inject('baseUrl')}${fullPath(respondApi.submit)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        surveyCode: api.code,
        responseId: randomUUID(),
        version: 1,
        answers: { [q]: { optionId: options[i % options.length] } },
      }),
    });
    expect(((await response.json()) as { code: string }).code).toBe('00000');
  }
  return api.code;
}

/** Downloads the newest finished task of the download centre and answers the file's path. */
async function downloadNewest(
  page: Page,
  w: (typeof WORDS)['zh' | 'en'],
): Promise<{ path: string; name: string }> {
  await page.waitForURL('**/designer/download');
  const row = page.locator('.ant-table-row').first();
  await expect.poll(() => row.textContent(), { timeout: 120_000 }).toContain(w.done);
  const downloaded = page.waitForEvent('download');
  await row.getByRole('button', { name: w.download }).click();
  const file = await downloaded;
  return { path: (await file.path())!, name: file.suggestedFilename() };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
}, 60_000);

describe.each(journeyLocales(['en', 'zh'] as const))('dashboards (%s)', (lang) => {
  const w = WORDS[lang];
  it('builds a two-page dashboard of two surveys, adds a benchmark, launches, opens the public link and exports', async () => {
    const page = await pageAs(lang);
    const surveyA = await seedSurvey(page, `Dash A ${lang}`, w.q, lang, 6);
    const surveyB = await seedSurvey(page, `Dash B ${lang}`, w.q, lang, 4);

    // The list (empty on the first try: a retry finds the first try's dashboard), then a new
    // dashboard through the create screen.
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await page.waitForURL('**/designer/dashboard');
    await page.getByText(w.empty).or(page.locator('.ant-table-row').first()).first().waitFor();
    await shoot(page, `dashboard-list-empty-${lang}`);
    await page.getByRole('button', { name: w.create }).first().click();
    await page.waitForURL('**/designer/dashboard/create');
    await shoot(page, `dashboard-create-${lang}`);
    await page.getByLabel(w.name).fill(`Dashboard ${lang}`);
    await page.getByRole('button', { name: w.submit }).click();
    await page.waitForURL('**/designer/dashboard/*/setting');
    const code = new URL(page.url()).pathname.split('/').at(-2)!;

    // Charts through the API (the chart editor's calls), carrying the version each answer saves.
    const info = await callEndpoint(page, dashboardApi.get, { code });
    let version = info.version;
    const keep = (saved: DashboardSaved) => {
      version = saved.version;
    };
    const nodes = await callEndpoint(page, dashboardChartApi.crossNodes, { surveyCodes: [surveyA, surveyB] });
    const variableOf = (survey: string) => {
      const found = nodes.find((n) => n.surveyCode === survey)!.variables.find((v) => v.group === 'question');
      return found!.id;
    };
    const first = info.pages[0]!.id;
    const bar = await callEndpoint(
      page,
      dashboardChartApi.create,
      {
        pageId: first,
        chart: {
          type: 'bar',
          title: w.q,
          layout: { x: 0, y: 0, w: 8, h: 8 },
          sources: [
            { surveyCode: surveyA, variableIds: [variableOf(surveyA)] },
            { surveyCode: surveyB, variableIds: [variableOf(surveyB)] },
          ],
        },
      },
      { version },
    );
    keep(bar.saved);
    keep(
      (
        await callEndpoint(
          page,
          dashboardChartApi.create,
          {
            pageId: first,
            chart: {
              type: 'kpi',
              title: 'KPI',
              layout: { x: 8, y: 0, w: 4, h: 4 },
              sources: [{ surveyCode: surveyA, variableIds: [variableOf(surveyA)] }],
              options: { metric: 'responses' },
            },
          },
          { version },
        )
      ).saved,
    );
    const second = await callEndpoint(page, dashboardPageApi.upsert, { code, title: 'B' }, { version });
    keep(second.saved);
    keep(
      (
        await callEndpoint(
          page,
          dashboardChartApi.create,
          {
            pageId: second.page.id,
            chart: {
              type: 'pie',
              title: `${w.q} B`,
              layout: { x: 0, y: 0, w: 6, h: 8 },
              sources: [{ surveyCode: surveyB, variableIds: [variableOf(surveyB)] }],
            },
          },
          { version },
        )
      ).saved,
    );

    // The data source tab lists both surveys.
    await page.reload();
    await page.getByText(`Dash A ${lang}`).waitFor();
    await page.getByText(`Dash B ${lang}`).waitFor();
    await shoot(page, `dashboard-setting-${lang}`);

    // A target in the Benchmark editor.
    await page.getByRole('link', { name: w.benchmark }).click();
    await page.getByRole('button', { name: w.addBenchmark }).first().click();
    await page.getByRole('textbox', { name: w.benchLabel }).fill(w.goal);
    await page.getByRole('spinbutton', { name: w.benchValue }).fill('40');
    await shoot(page, `dashboard-benchmark-form-${lang}`, false);
    await page.locator('.ant-modal-footer').getByRole('button', { name: w.save }).click();
    await page.getByText(w.goal, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `dashboard-benchmark-${lang}`);
    const charts = await callEndpoint(page, dashboardPageApi.detail, { pageId: first });
    expect(charts.charts.find((c) => c.id === bar.chart.id)?.benchmarks).toMatchObject([
      { kind: 'target', label: w.goal, value: 40 },
    ]);

    // The report tab draws both pages.
    await page.getByRole('link', { name: w.report, exact: true }).click();
    await page.locator('.dash-card').first().waitFor();
    await page.locator('.dash-echart canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `dashboard-report-${lang}`);
    await page.getByRole('tab', { name: 'B' }).click();
    await page.locator('.dash-card').first().waitFor();
    await shoot(page, `dashboard-report-page2-${lang}`);

    // Launch, and the public link logged out (desktop and phone).
    await page.getByRole('link', { name: w.launchTab, exact: true }).click();
    await page.getByRole('button', { name: w.launch, exact: true }).click();
    const link = await page.getByLabel(w.link).inputValue();
    expect(link).toContain(`/designer/dashboard/preview/${code}/online?t=`);
    await shoot(page, `dashboard-launch-${lang}`);
    for (const width of [1280, 390]) {
      const outside = await browser.newContext({
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        viewport: { width, height: 860 },
      });
      const reader = await outside.newPage();
      await reader.goto(link);
      await reader.getByRole('heading', { name: `Dashboard ${lang}` }).waitFor();
      await reader.locator('.dash-card').first().waitFor();
      await reader.waitForLoadState('networkidle');
      await shoot(reader, `dashboard-public-${width < 600 ? 'phone' : 'desktop'}-${lang}`);
      await outside.close();
    }

    // Export both pages: xlsx tables, then the PDF.
    for (const format of ['xlsx', 'pdf'] as const) {
      await page.goto(`/designer/dashboard/${code}/report`);
      await page.getByRole('button', { name: w.exportButton }).first().click();
      const dialog = page.locator('.ant-modal-wrap:visible [role="dialog"]');
      await dialog.locator('.ant-select').click();
      await page.locator('.ant-select-item-option').filter({ hasText: /^B$/ }).click();
      await page.keyboard.press('Escape');
      if (format === 'pdf') await dialog.getByRole('radio', { name: w.pdf }).check();
      await shoot(page, `dashboard-export-${format}-${lang}`, false);
      await dialog.getByRole('button', { name: w.exportSubmit }).click();
      await page.getByRole('button', { name: w.toDownloads }).click();
      const file = await downloadNewest(page, w);
      const bytes = await readFile(file.path);
      if (format === 'xlsx') {
        expect(file.name).toMatch(/\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
        const texts = workbook.worksheets.flatMap((sheet) =>
          sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])),
        );
        expect(texts.some((t) => t.includes(w.q))).toBe(true);
      } else {
        expect(file.name).toMatch(/\.pdf$/);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        // The text of the PDF (poppler's pdftotext, installed by the test command): both pages' charts.
        const text = execFileSync('pdftotext', ['-layout', file.path, '-'], { encoding: 'utf8' });
        expect(text).toContain(`Dashboard ${lang}`);
        expect(text).toContain(w.q);
      }
    }
    await shoot(page, `dashboard-downloads-${lang}`);
    await page.context().close();
  });
});
