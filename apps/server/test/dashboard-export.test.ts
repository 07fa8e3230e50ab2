import { randomUUID } from 'node:crypto';
import {
  type ChartSpecInput,
  type DashboardExportBody,
  dashboardExportApi,
  ZChartSpec,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardCharts,
  dashboardPages,
  dashboardShares,
  dashboards,
  surveys,
} from '../src/db/schema/index.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { downloadBytes, finishedTask } from './support/exports.ts';
import { pdfPages, requirePoppler } from './support/poppler.ts';
import { type Published, publishedSurvey, respondent, setLevel, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
/** Sees the dashboard (shared) but has no report right on its surveys. */
let viewer: string;
let stranger: string;
/** Q1 single (3 options), Q2 open text, Q3 single: Q1 6× first option, 4× second. */
let p: Published;
/** A second survey, on the second page: 5 responses. */
let p2: Published;
let dashboardId: number;
let page1: number;
let page2: number;
const CODE = 'DASHEXP1';

async function answer(survey: Published, q1: number, q3: number) {
  const answers = {
    [survey.q[0]!]: { optionId: survey.o[0]![q1] },
    [survey.q[1]!]: 'fine',
    [survey.q[2]!]: { optionId: survey.o[2]![q3] },
  };
  expect((await respondent(t).submit(submission(survey, answers, randomUUID()))).code).toBe('00000');
}

const q = (survey: Published, i: number) => `n${survey.q[i]!}`;

async function addChart(pageId: number, spec: ChartSpecInput): Promise<number> {
  const [row] = await t.database.db
    .insert(dashboardCharts)
    .values({ pageId, dashboardId, spec: ZChartSpec.parse(spec) })
    .returning({ id: dashboardCharts.id });
  return row!.id;
}

async function addPage(title: string, position: number): Promise<number> {
  const [row] = await t.database.db
    .insert(dashboardPages)
    .values({ dashboardId, title, position })
    .returning({ id: dashboardPages.id });
  return row!.id;
}

const addTask = async (body: DashboardExportBody, as = token) =>
  (await t.api(dashboardExportApi.addTask, body, { token: as })).body;

/** Creates the task, runs its job and reads the finished file. */
async function exported(
  body: DashboardExportBody,
): Promise<{ bytes: Buffer; name: string; fileName: string | null }> {
  const created = await addTask(body);
  expect(created.code, JSON.stringify(created)).toBe('00000');
  const task = await finishedTask(t, token, created.data.id);
  expect(task.status, JSON.stringify(task)).toBe('done');
  return { bytes: await downloadBytes(t, token, task.id), name: task.name, fileName: task.fileName };
}

async function workbook(bytes: Buffer): Promise<Map<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  book.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => v ?? null));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The rows of a chart's table in a page sheet: from its title to the blank row after it. */
function chartRows(rows: unknown[][], title: string): unknown[][] {
  const start = rows.findIndex((r) => r[0] === title);
  expect(start, `chart ${title}`).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((r, i) => i > start && r.every((v) => v === null || v === undefined));
  return rows.slice(start + 1, end < 0 ? undefined : end);
}

beforeAll(async () => {
  requirePoppler();
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'dora', 'dora-pass-1'));
  ({ token: viewer } = await registerAndLogin(t, 'vic', 'vic-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'stan', 'stan-pass-1'));
  for (const name of ['dora', 'vic', 'stan']) await setLevel(t, name, 1);
  const ownerId = (await findUserByName(t.database.db, 'dora'))!.id;
  const viewerId = (await findUserByName(t.database.db, 'vic'))!.id;
  p = await publishedSurvey(t, token);
  await t.database.db.update(surveys).set({ title: '满意度 Satisfaction' }).where(eq(surveys.code, p.code));
  for (let i = 0; i < 10; i++) await answer(p, i < 6 ? 0 : 1, i % 2);
  p2 = await publishedSurvey(t, token);
  await t.database.db.update(surveys).set({ title: 'Second survey' }).where(eq(surveys.code, p2.code));
  for (let i = 0; i < 5; i++) await answer(p2, 1, 0);
  const [d] = await t.database.db
    .insert(dashboards)
    .values({ code: CODE, title: '运营看板 Operations', ownerId })
    .returning({ id: dashboards.id });
  dashboardId = d!.id;
  await t.database.db.insert(dashboardShares).values({ dashboardId, userId: viewerId, canEdit: false });
  page1 = await addPage('总览 Overview', 0);
  page2 = await addPage('Second', 1);
  const source = (s: Published) => [{ surveyCode: s.code, variableIds: [q(s, 0)] }];
  await addChart(page1, {
    type: 'bar',
    title: 'Q1 bars',
    layout: { x: 0, y: 0, w: 6, h: 8 },
    sources: source(p),
    benchmarks: [
      { id: 'n1', label: 'Norm', kind: 'norm', rows: [{ label: '选项-1', value: 50, base: 400 }] },
    ],
  });
  await addChart(page1, {
    type: 'cross',
    title: 'Q1 by Q3',
    layout: { x: 6, y: 0, w: 6, h: 8 },
    sources: source(p),
    cross: { stubs: [{ id: q(p, 0) }], banner: [{ id: q(p, 2) }] },
  });
  await addChart(page1, {
    type: 'kpi',
    title: 'Responses KPI',
    layout: { x: 0, y: 8, w: 4, h: 4 },
    sources: source(p),
    options: { metric: 'responses' },
  });
  await addChart(page2, {
    type: 'table',
    title: 'Q1 of the second',
    layout: { x: 0, y: 0, w: 12, h: 6 },
    sources: source(p2),
  });
});
afterAll(() => t.close());

// A guard against a hung test, not a speed check: each test computes several pages or reports in
// the report worker and took over 30 s beside three other workers on a loaded 2-core machine.
describe('dashboard exports (POST /api/report/dashboard/downloads/add-task)', { timeout: 90_000 }, () => {
  it('page report xlsx: a sheet per page, a table per chart with counts (1), percents (2) or both (3), benchmarks as columns', async () => {
    const counts = await exported({
      subType: 11,
      dashboardCode: CODE,
      pageIds: [page1, page2],
      exportCellType: 1,
    });
    expect(counts.name).toContain('运营看板 Operations');
    expect(counts.fileName).toMatch(/\.xlsx$/);
    const sheets = await workbook(counts.bytes);
    expect([...sheets.keys()]).toEqual(['总览 Overview', 'Second']);
    const bars = chartRows(sheets.get('总览 Overview')!, 'Q1 bars');
    expect(bars[0]).toEqual(['选项', 'Q1 点击编写问题文本 频数', '基准 Norm', 'Norm 差异', 'Norm 显著性']);
    // The norm's columns: its value, the difference of the percents and the z test's verdict.
    expect(bars[1]).toEqual(['选项-1', 6, 50, 10, '不显著']);
    expect(bars.slice(2)).toEqual([
      // (empty cells at a row's end are not stored)
      ['选项-2', 4],
      ['选项-3', 0],
      ['样本量', 10],
    ]);
    expect(chartRows(sheets.get('Second')!, 'Q1 of the second')).toEqual([
      ['选项', 'Q1 点击编写问题文本 频数'],
      ['选项-1', 0],
      ['选项-2', 5],
      ['选项-3', 0],
      ['样本量', 5],
    ]);
    // The cross chart as the cross export writes it; the KPI's value.
    const cross = chartRows(sheets.get('总览 Overview')!, 'Q1 by Q3');
    expect(cross[1]).toEqual(['', '', '选项-1 (A)', '选项-2 (B)', '选项-3 (C)']);
    expect(cross.find((r) => r[0] === '选项-1')).toEqual(['选项-1', 6, 3, 3, 0]);
    expect(chartRows(sheets.get('总览 Overview')!, 'Responses KPI')).toEqual([
      ['指标', '数值', '上一周期', '变化'],
      ['答卷数', 10],
    ]);

    const percents = await workbook(
      (await exported({ subType: 11, dashboardCode: CODE, pageIds: [page1], exportCellType: 2 })).bytes,
    );
    expect([...percents.keys()]).toEqual(['总览 Overview']);
    const shares = chartRows(percents.get('总览 Overview')!, 'Q1 bars');
    expect(shares[0]![1]).toBe('Q1 点击编写问题文本 百分比');
    expect(shares.slice(1, 3).map((r) => r[1])).toEqual([60, 40]);
    // Column percents; option 3 of Q3 has no responses, so no percent.
    expect(chartRows(percents.get('总览 Overview')!, 'Q1 by Q3').find((r) => r[0] === '选项-1')).toEqual([
      '选项-1',
      60,
      60,
      60,
    ]);

    const both = await workbook(
      (await exported({ subType: 11, dashboardCode: CODE, pageIds: [page1], exportCellType: 3 })).bytes,
    );
    const rows = chartRows(both.get('总览 Overview')!, 'Q1 bars');
    expect(rows[0]!.slice(1, 3)).toEqual(['Q1 点击编写问题文本 频数', 'Q1 点击编写问题文本 百分比']);
    expect(rows.slice(1, 3).map((r) => [r[1], r[2]])).toEqual([
      [6, 60],
      [4, 40],
    ]);
    // Type 3 cross tables carry the letters row under each category row.
    expect(chartRows(both.get('总览 Overview')!, 'Q1 by Q3').length).toBeGreaterThan(cross.length);
  });

  it('page report PDF: the dashboard’s title, its pages and charts as text, page numbers', async () => {
    const pdf = await exported({
      subType: 11,
      dashboardCode: CODE,
      pageIds: [page1, page2],
      fileType: 'pdf',
    });
    expect(pdf.fileName).toMatch(/\.pdf$/);
    const pages = pdfPages(pdf.bytes).map((x) => x.replace(/\s+/g, ''));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('运营看板Operations');
    expect(pages[0]).toContain('总览Overview');
    expect(pages[0]).toContain('Q1bars');
    expect(pages[0]).toContain('Q1byQ3');
    expect(pages[0]).toContain('ResponsesKPI');
    expect(pages[0]).toContain('第1页/共2页');
    expect(pages[1]).toContain('Q1ofthesecond');
    expect(pages[1]).toContain('第2页/共2页');
  });

  it('raw data (subType 10): one xlsx with a sheet per survey the pages read', async () => {
    const raw = await exported({ subType: 10, dashboardCode: CODE, pageIds: [page1, page2] });
    const sheets = await workbook(raw.bytes);
    expect([...sheets.keys()]).toEqual(['满意度 Satisfaction', 'Second survey']);
    const first = sheets.get('满意度 Satisfaction')!;
    expect(first[0]!.slice(0, 2)).toEqual(['id', 'status']);
    expect(first.length).toBe(2 + 10);
    expect(sheets.get('Second survey')!.length).toBe(2 + 5);
    // Only the chosen pages' surveys.
    expect([
      ...(
        await workbook((await exported({ subType: 10, dashboardCode: CODE, pageIds: [page2] })).bytes)
      ).keys(),
    ]).toEqual(['Second survey']);
  });

  it('refuses no page (A0341), a survey without the report right (A0343) and a stranger (A0404)', async () => {
    expect((await addTask({ subType: 11, dashboardCode: CODE, pageIds: [] })).code).toBe('A0341');
    expect((await addTask({ subType: 10, dashboardCode: CODE, pageIds: [] })).code).toBe('A0341');
    expect((await addTask({ subType: 11, dashboardCode: CODE, pageIds: [page1] }, viewer)).code).toBe(
      'A0343',
    );
    expect((await addTask({ subType: 11, dashboardCode: CODE, pageIds: [page1] }, stranger)).code).toBe(
      'A0404',
    );
    // A page of no such dashboard: A0404, nothing queued.
    expect((await addTask({ subType: 11, dashboardCode: CODE, pageIds: [page1 + 1000] })).code).toBe('A0404');
  });
});
