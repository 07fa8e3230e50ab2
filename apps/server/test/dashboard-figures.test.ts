import { randomUUID } from 'node:crypto';
import {
  type ChartFigures,
  type ChartSpecInput,
  dashboardChartApi,
  dashboardPageApi,
  dashboardPublicApi,
  nodesApi,
  type PageDetail,
  reportFiltersApi,
  ZChartSpec,
} from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCharts, dashboardPages, dashboards, responses } from '../src/db/schema/index.ts';
import { computePageDetail } from '../src/modules/dashboard-figures/page-detail.ts';
import { pageOf, readPageCharts } from '../src/modules/dashboards/chart-rows.ts';
import { reportEngineFor } from '../src/modules/report/engine/report-engine.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { launch } from './support/publishing.ts';
import { type Published, publishedSurvey, respondent, setLevel, submission } from './support/respond.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let ownerId: number;
/** Q1 single (3 options), Q2 open text, Q3 single, Q4 NPS. */
let p: Published;
let nps: number;
/** A second survey: Q1 1×first option, 4×second; its Q3 is removed and republished later. */
let p2: Published;
let dashboardId: number;
let pageId: number;
const T0 = Date.UTC(2026, 10, 20, 10);
const DAY = 86_400_000;

/** Q1 picks and NPS scores of the first ten: promoters 5, passives 2, detractors 3; mean 7.2. */
const Q1 = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1];
const NPS = [10, 10, 9, 8, 7, 6, 3, 10, 9, 0];
const TEXTS = [
  'slow delivery',
  'slow support',
  'great service',
  'fast delivery',
  'ok',
  'ok',
  'slow',
  'good',
  'fine',
  'bad',
];

async function answer(survey: Published, q1: number, extra: Record<string, unknown> = {}, id = randomUUID()) {
  const answers = {
    [survey.q[0]!]: { optionId: survey.o[0]![q1] },
    [survey.q[1]!]: 'fine',
    [survey.q[2]!]: { optionId: survey.o[2]![0] },
    ...(survey === p ? { [nps]: 5 } : {}),
    ...extra,
  };
  const receipt = await respondent(t).submit(submission(survey, answers, id));
  expect(receipt.code, JSON.stringify(receipt)).toBe('00000');
  return id;
}

const q = (survey: Published, i: number) => `n${survey.q[i]!}`;

async function addChart(spec: ChartSpecInput, onPage = pageId): Promise<number> {
  const parsed = ZChartSpec.parse(spec);
  const [row] = await t.database.db
    .insert(dashboardCharts)
    .values({ pageId: onPage, dashboardId, spec: parsed })
    .returning({ id: dashboardCharts.id });
  return row!.id;
}

const layout = { x: 0, y: 0, w: 6, h: 4 };
const bar = (
  survey: Published,
  variableIds: string[],
  extra: Partial<ChartSpecInput> = {},
): ChartSpecInput => ({
  type: 'bar',
  layout,
  sources: [{ surveyCode: survey.code, variableIds }],
  ...extra,
});

async function detail(body: Record<string, unknown> = {}, as = token, headers?: Record<string, string>) {
  return (
    await t.api(dashboardPageApi.detail, { pageId, ...body }, { token: as, ...(headers ? { headers } : {}) })
  ).body;
}
const figuresOf = (data: PageDetail, chartId: number) => data.figures.find((f) => f.chartId === chartId)!;
const counts = (f: ChartFigures, s = 0) => f.series[s]!.categories.map((c) => c.count);

beforeAll(async () => {
  t = await createTestApp();
  t.advance(T0 - t.deps.now());
  ({ token } = await registerAndLogin(t, 'dana', 'dana-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'olaf', 'olaf-pass-1'));
  await setLevel(t, 'dana', 1);
  await setLevel(t, 'olaf', 1);
  ownerId = (await findUserByName(t.database.db, 'dana'))!.id;
  p = await publishedSurvey(t, token, {
    beforeLaunch: async (s) => {
      nps = await s.s.add(QuestionType.Nps, { afterId: s.q[2]! });
    },
  });
  for (let i = 0; i < Q1.length; i++) await answer(p, Q1[i]!, { [p.q[1]!]: TEXTS[i], [nps]: NPS[i] });
  p2 = await publishedSurvey(t, token);
  for (const pick of [0, 1, 1, 1, 1]) await answer(p2, pick);
  const [d] = await t.database.db
    .insert(dashboards)
    .values({ code: 'DASHFIG1', title: 'Figures', ownerId })
    .returning({ id: dashboards.id });
  dashboardId = d!.id;
  const [pg] = await t.database.db
    .insert(dashboardPages)
    .values({ dashboardId, title: 'Page 1' })
    .returning({ id: dashboardPages.id });
  pageId = pg!.id;
});
afterAll(() => t.close());

// A guard against a hung test, not a speed check: each test computes several pages or reports in
// the report worker and took over 30 s beside three other workers on a loaded 2-core machine.
describe('dashboard figures', { timeout: 90_000 }, () => {
  it('bars: counts and percents of the base, sorted and cut to the top n', async () => {
    const id = await addChart(bar(p, [q(p, 0)]));
    const sorted = await addChart(bar(p, [q(p, 0)], { options: { sort: 'asc', topN: 2 } }));
    const res = await detail();
    expect(res.code).toBe('00000');
    const f = figuresOf(res.data, id);
    expect(f).toMatchObject({ state: 'ok', base: 10, message: null });
    expect(counts(f)).toEqual([6, 4, 0]);
    expect(f.series[0]!.categories.map((c) => c.percent)).toEqual([60, 40, 0]);
    expect(f.series[0]).toMatchObject({ base: 10, weighted: false, surveyCode: p.code, variableId: q(p, 0) });
    expect(counts(figuresOf(res.data, sorted))).toEqual([0, 4]);
    await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, sorted));
  });

  it('NPS, a number’s mean and values, and a KPI', async () => {
    const npsChart = await addChart({
      type: 'nps',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [`n${nps}`] }],
    });
    const mean = await addChart(bar(p, [`n${nps}`]));
    const kpi = await addChart({
      type: 'kpi',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [`n${nps}`] }],
      options: { metric: 'mean' },
    });
    const res = await detail();
    const n = figuresOf(res.data, npsChart).nps!;
    // (5 − 3) / 10 promoters less detractors.
    expect(n.score).toBeCloseTo(20, 10);
    expect(n).toMatchObject({ promoters: 50, passives: 20, detractors: 30, base: 10 });
    const m = figuresOf(res.data, mean).series[0]!;
    expect(m.mean).toBeCloseTo(7.2, 10);
    expect(m.categories.map((c) => [c.value, c.count])).toEqual([
      [0, 1],
      [3, 1],
      [6, 1],
      [7, 1],
      [8, 1],
      [9, 2],
      [10, 3],
    ]);
    // No period: nothing to compare with.
    expect(figuresOf(res.data, kpi).kpi).toMatchObject({
      metric: 'mean',
      previous: null,
      change: null,
      unit: '',
    });
    expect(figuresOf(res.data, kpi).kpi!.value).toBeCloseTo(7.2, 10);
    for (const id of [npsChart, mean, kpi])
      await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, id));
  });

  it('applies the chart’s saved filter, the page’s filter and the period', async () => {
    const filter = await t.api(
      reportFiltersApi.create,
      {
        surveyCode: p.code,
        name: 'first',
        conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
      },
      { token },
    );
    expect(filter.body.code).toBe('00000');
    const filterId = filter.body.data.id;
    const own = await addChart({
      type: 'kpi',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [q(p, 0)], filterId }],
      options: { metric: 'responses' },
    });
    const before = await addChart(
      bar(p, [q(p, 0)], { pagePeriod: { kind: 'range', from: null, to: T0 - DAY } }),
    );
    const res = await detail();
    expect(figuresOf(res.data, own).kpi!.value).toBe(6);
    expect(figuresOf(res.data, before)).toMatchObject({ state: 'empty', base: 0 });
    expect(figuresOf(res.data, before).message).toBe('当前时间范围和筛选条件下没有答卷。');
    // The page's filter for this survey and a view period.
    const paged = await detail({ filters: { surveys: [{ surveyCode: p.code, filterId }] } }, token, {
      'accept-language': 'en',
    });
    const first = paged.data.figures.find((f) => f.series[0]?.variableId === q(p, 0) && f.state === 'ok')!;
    expect(counts(first)).toEqual([6, 0, 0]);
    const later = await detail({ period: { kind: 'range', from: T0 + DAY, to: null } }, token, {
      'accept-language': 'en',
    });
    expect(figuresOf(later.data, own).state).toBe('empty');
    expect(figuresOf(later.data, own).message).toBe('No responses in this period and filter.');
    for (const id of [own, before])
      await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, id));
  });

  it('narrows every chart of the page to the page’s sources and devices', async () => {
    const p3 = await publishedSurvey(t, token);
    for (const [pick, source] of [
      [0, 'mail'],
      [0, 'MAIL-2'],
      [1, 'mail'],
      [2, ''],
    ] as const)
      expect(
        (
          await respondent(t).submit({
            ...submission(p3, {
              [p3.q[0]!]: { optionId: p3.o[0]![pick] },
              [p3.q[1]!]: 'fine',
              [p3.q[2]!]: { optionId: p3.o[2]![0] },
            }),
            source,
          })
        ).code,
      ).toBe('00000');
    const id = await addChart(bar(p3, [q(p3, 0)]));
    const at = async (filters: Record<string, unknown>) =>
      counts(figuresOf((await detail({ filters })).data, id));
    expect(await at({})).toEqual([2, 1, 1]);
    expect(await at({ sources: ['mail'] })).toEqual([1, 1, 0]);
    expect(await at({ sources: ['mail', 'MAIL-2'] })).toEqual([2, 1, 0]);
    // No respondent here sent a phone's user agent.
    expect(figuresOf((await detail({ filters: { devices: [0] } })).data, id).state).toBe('empty');
    await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, id));
  });

  it('compares with a target, another survey, and norms with and without a base', async () => {
    const res0 = await detail();
    const labels = figuresOf(
      res0.data,
      (await readPageCharts(t.database.db, pageId))[0]!.id,
    ).series[0]!.categories.map((c) => c.label);
    const id = await addChart(
      bar(p, [q(p, 0)], {
        benchmarks: [
          { id: 't', label: 'Target', kind: 'target', value: 50 },
          { id: 's', label: 'Other', kind: 'survey', surveyCode: p2.code, variableId: q(p2, 0) },
          {
            id: 'n',
            label: 'Norm',
            kind: 'norm',
            rows: [
              { label: labels[0]!, value: 50, base: 100 },
              { label: labels[1]!, value: 30 },
            ],
          },
        ],
      }),
    );
    const f = figuresOf((await detail()).data, id);
    const [target, survey, norm] = f.benchmarks;
    expect(target!.values.map((v) => v.diff)).toEqual([10, -10, -50]);
    expect(target!.values[0]).toMatchObject({ p: null, test: null, significant: null });
    // 6/10 against 1/5: pooled 7/15, z = 1.46385, p = 0.143235 (scipy).
    expect(survey).toMatchObject({ kind: 'survey', base: 5, level: 95, problem: null });
    expect(survey!.values[0]!.value).toBeCloseTo(20, 10);
    expect(survey!.values[0]!.p).toBeCloseTo(0.143235, 5);
    expect(survey!.values[0]).toMatchObject({ test: 'z', significant: false });
    expect(survey!.values[1]!.p).toBeCloseTo(0.143235, 5);
    // With a base: 6/10 against 50/100, z = 0.603122, p = 0.546427; without: one-sample z of
    // 0.4 (n 10) against 0.3, z = 0.690066, p = 0.490153.
    expect(norm!.values[0]!.p).toBeCloseTo(0.546427, 5);
    expect(norm!.values[1]!.p).toBeCloseTo(0.490153, 5);
    expect(norm!.values[2]).toMatchObject({ value: null, p: null });
    await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, id));
  });

  it('answers unchanged for the same dataVersion and a new one after a response', async () => {
    // Every request passes deps spread with its viewer: they must all reach the app's one engine.
    const perRequest = { ...t.deps, viewer: null };
    expect(reportEngineFor(perRequest)).toBe(reportEngineFor(t.deps));
    const first = (await detail()).data;
    expect(first.unchanged).toBe(false);
    const again = (await detail({ since: first.dataVersion })).data;
    expect(again).toMatchObject({ unchanged: true, charts: [], figures: [], dataVersion: first.dataVersion });
    await answer(p, 2, { [nps]: 5 });
    const after = (await detail({ since: first.dataVersion })).data;
    expect(after.unchanged).toBe(false);
    expect(after.dataVersion).not.toBe(first.dataVersion);
    expect(counts(after.figures[0]!)).toEqual([6, 4, 1]);
  });

  it('adds appended rows to the held aggregates, equal to a fresh computation, also after an update and a delete', async () => {
    const words = await addChart({
      type: 'wordcloud',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [q(p, 1)] }],
    });
    const line = await addChart({
      type: 'line',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [q(p, 0)] }],
      options: { metric: 'category', category: 1 },
    });
    await addChart({ type: 'nps', layout, sources: [{ surveyCode: p.code, variableIds: [`n${nps}`] }] });
    const compare = async () => {
      const held = (await detail()).data;
      const [row] = await t.database.db.select().from(dashboardPages).where(eq(dashboardPages.id, pageId));
      const page = pageOf(row!, 0);
      const fresh = await computePageDetail(
        { ...t.deps, viewer: { userId: ownerId }, fresh: true },
        {
          pageId,
          page: { period: page.period, filters: page.filters },
          charts: await readPageCharts(t.database.db, pageId),
          lang: 'zh',
          dashboardVersion: 1,
        },
      );
      expect(held.figures.length).toBe(fresh.figures.length);
      for (let i = 0; i < held.figures.length; i++) {
        const a = held.figures[i]!;
        const b = fresh.figures[i]!;
        expect(JSON.parse(JSON.stringify(a, round))).toEqual(JSON.parse(JSON.stringify(b, round)));
      }
      return held;
    };
    await compare();
    const ids = [
      await answer(p, 1, { [p.q[1]!]: 'slow slow', [nps]: 10 }),
      await answer(p, 0, { [p.q[1]!]: 'new words' }),
    ];
    const grown = await compare();
    expect(figuresOf(grown, words).words!.find((w) => w.text === 'slow')!.count).toBe(5);
    expect(figuresOf(grown, line).series[0]!.points!.length).toBe(1);
    await t.database.db
      .update(responses)
      .set({ answers: { [p.q[0]!]: { optionId: p.o[0]![2] }, [p.q[2]!]: { optionId: p.o[2]![0] } } })
      .where(eq(responses.id, ids[0]!));
    await compare();
    await t.database.db.delete(responses).where(eq(responses.id, ids[1]!));
    const shrunk = await compare();
    expect(figuresOf(shrunk, words).words!.find((w) => w.text === 'slow')!.count).toBe(3);
  }, 300_000);

  it('says which variable left the published version; the other charts still show', async () => {
    const gone = await addChart(bar(p2, [q(p2, 2)]));
    const kept = await addChart(bar(p2, [q(p2, 0)]));
    const s = p2.s;
    await s.tree();
    expect((await s.edit(nodesApi.remove, { id: p2.q[2]! })).code).toBe('00000');
    expect((await launch(t, token, p2.code)).code).toBe('00000');
    const res = await detail({}, token, { 'accept-language': 'en' });
    const f = figuresOf(res.data, gone);
    expect(f.state).toBe('missing');
    expect(f.message).toContain(q(p2, 2));
    expect(f.message).toContain('no longer in the published version');
    expect(figuresOf(res.data, kept)).toMatchObject({ state: 'ok', base: 5 });
    expect(counts(figuresOf(res.data, kept))).toEqual([1, 4, 0]);
  });

  it('refuses other users and free accounts, and shows charts of surveys no longer reportable as denied', async () => {
    expect((await detail({}, stranger)).code).toBe('A0404');
    const theirs = await publishedSurvey(t, stranger);
    const denied = await addChart(bar(theirs, [q(theirs, 0)]));
    const f = figuresOf((await detail()).data, denied);
    expect(f.state).toBe('denied');
    expect(f.message).toContain('无权');
    await t.database.db.delete(dashboardCharts).where(eq(dashboardCharts.id, denied));
    const nodes = await t.api(dashboardChartApi.crossNodes, { surveyCodes: [theirs.code] }, { token });
    expect(nodes.body.code).toBe('A0343');
    const unknown = await t.api(dashboardChartApi.crossNodes, { surveyCodes: ['ZZZZZZZZ'] }, { token });
    expect(unknown.body.code).toBe('A1100');
  });

  it('lists variables and open columns, and the surveys the caller may report on', async () => {
    const res = await t.api(dashboardChartApi.crossNodes, { surveyCodes: [p.code] }, { token });
    expect(res.body.code).toBe('00000');
    const [node] = res.body.data;
    expect(node!.variables.map((v) => v.id)).toContain(q(p, 0));
    expect(node!.openColumns.map((c) => c.key)).toEqual([q(p, 1)]);
    const sources = await t.api(dashboardPublicApi.sources, {}, { token });
    expect(sources.body.data.map((s) => s.code)).toEqual(expect.arrayContaining([p.code, p2.code]));
    const theirs = await t.api(dashboardPublicApi.sources, {}, { token: stranger });
    expect(theirs.body.data.map((s) => s.code)).not.toContain(p.code);
  });

  it('answers the public link by its token, as launched, and A0344 once revoked', async () => {
    const charts = await readPageCharts(t.database.db, pageId);
    const [row] = await t.database.db.select().from(dashboardPages).where(eq(dashboardPages.id, pageId));
    const tokenValue = 'tok_0123456789abcdef0123';
    await t.database.db
      .update(dashboards)
      .set({
        status: 1,
        shareToken: tokenValue,
        published: { pages: [pageOf(row!, charts.length)], charts: charts.slice(0, 1) },
      })
      .where(eq(dashboards.id, dashboardId));
    const res = await t.api(dashboardPublicApi.detail, { token: tokenValue, pageId });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.charts).toHaveLength(1);
    expect(res.body.data.figures[0]!.state).toBe('ok');
    expect(
      (await t.api(dashboardPublicApi.detail, { token: tokenValue, pageId: pageId + 1000 })).body.code,
    ).toBe('A0404');
    await t.database.db.update(dashboards).set({ status: 2 }).where(eq(dashboards.id, dashboardId));
    expect((await t.api(dashboardPublicApi.detail, { token: tokenValue, pageId })).body.code).toBe('A0344');
  });

  it('a KPI compares with the period before; a period benchmark tests the same categories', async () => {
    t.advance(1.5 * DAY);
    ({ token } = await login(t, 'dana', 'dana-pass-1'));
    for (let i = 0; i < 3; i++) await answer(p, 1);
    const kpi = await addChart({
      type: 'kpi',
      layout,
      sources: [{ surveyCode: p.code, variableIds: [q(p, 0)] }],
      options: { metric: 'responses' },
      pagePeriod: { kind: 'last', days: 1 },
    });
    const periodBar = await addChart(
      bar(p, [q(p, 0)], {
        pagePeriod: { kind: 'last', days: 1 },
        benchmarks: [
          {
            id: 'p',
            label: 'Launch day',
            kind: 'period',
            period: { kind: 'range', from: T0 - 3_600_000, to: T0 + 3_600_000 },
          },
        ],
      }),
    );
    const answered = await detail();
    expect(answered.code, JSON.stringify(answered)).toBe('00000');
    const res = answered.data;
    // The launch day holds the ten seeded, one added for the live refresh and one of the two
    // appended (the other deleted): 12 (first option 6, second 4, third 2).
    expect(figuresOf(res, kpi).kpi).toMatchObject({ value: 3, previous: 12, change: -9 });
    const b = figuresOf(res, periodBar).benchmarks[0]!;
    expect(b.base).toBe(12);
    // 3/3 against 4/12 for the second option: pooled 7/15, z = 2.070197, p = 0.038434 (scipy).
    expect(b.values[1]!.p).toBeCloseTo(0.038434, 5);
    expect(b.values[1]).toMatchObject({ test: 'z', significant: true });
    expect(b.values[1]!.diff).toBeCloseTo(100 - 400 / 12, 10);
  });
});

/** Sums of floats added in another order differ in the last bits: compare to 9 places. */
function round(_key: string, value: unknown) {
  return typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(9)) : value;
}
