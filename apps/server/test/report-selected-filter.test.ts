import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  downloadsApi,
  type FilterView,
  quotaApi,
  reportAnswersApi,
  reportFiltersApi,
  reportOverviewApi,
} from '@cairn/contract';
import { Operator } from '@cairn/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../src/db/schema/index.ts';
import { scopeWhere, surveyScope } from '../src/modules/report-overview/report-scope.ts';
import { downloadBytes, exportTask, readSheet } from './support/exports.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The caller's selected report filter narrows the overview, source, quota and response list
 * figures, and an export made with it. Three complete responses: two chose Q1's first option
 * (sources wechat and sms), one the second (wechat). The filter "Chose A" keeps the first two.
 */
let t: TestApp;
let token: string;
let other: string;
let p: Published;
let chose: FilterView;

type OverviewCall = (typeof reportOverviewApi)[keyof typeof reportOverviewApi];
const get = async <E extends OverviewCall>(endpoint: E, as = token) => {
  const input: CallInput<OverviewCall> = { surveyCode: p.code }; // every overview call takes just this
  return (await t.api(endpoint, input as CallInput<E>, { token: as })).body;
};
const select = (id: number | null) =>
  id === null
    ? t.api(reportFiltersApi.unselect, { surveyCode: p.code }, { token })
    : t.api(reportFiltersApi.select, { surveyCode: p.code, id }, { token });

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'wes', 'wes-pass-12'));
  ({ token: other } = await registerAndLogin(t, 'wil', 'wil-pass-12'));
  p = await publishedSurvey(t, token);
  const quota = await t.api(
    quotaApi.save,
    {
      surveyCode: p.code,
      name: 'Second option',
      conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![1]!] }],
      target: 5,
      action: 'screen_out',
    },
    { token },
  );
  expect(quota.body.code).toBe('00000');
  for (const [pick, source, text] of [
    [0, 'wechat', 'a-wechat'],
    [0, 'sms', 'a-sms'],
    [1, 'wechat', 'b-wechat'],
  ] as const) {
    const res = await respondent(t).submit({ ...submission(p, answersFor(p, pick, text)), source });
    expect(res.code).toBe('00000');
  }
  const saved = await t.api(
    reportFiltersApi.create,
    {
      surveyCode: p.code,
      name: 'Chose A',
      conditions: [{ nodeId: p.q[0]!, optionType: Operator.Checked, optionIds: [p.o[0]![0]!] }],
    },
    { token },
  );
  expect(saved.body.code).toBe('00000');
  chose = saved.body.data;
});
afterAll(() => t.close());

describe('the selected filter', () => {
  it('narrows the overview, source and quota figures only while selected', async () => {
    expect((await get(reportOverviewApi.overview)).data.counts.total).toBe(3);
    expect((await select(chose.id)).body).toMatchObject({ code: '00000' });
    const overview = (await get(reportOverviewApi.overview)).data;
    expect(overview.counts).toMatchObject({ total: 2, complete: 2 });
    expect(overview.trend.reduce((n, d) => n + d.total, 0)).toBe(2);
    expect(overview.sources.map((s) => [s.key, s.count])).toEqual([
      ['sms', 1],
      ['wechat', 1],
    ]);
    const sources = (await get(reportOverviewApi.sources)).data;
    expect(sources.sources.filter((s) => s.responses > 0).map((s) => [s.source, s.responses])).toEqual([
      ['sms', 1],
      ['wechat', 1],
    ]);
    // Quota completes are the quota's counter (the one B response), whatever the filter.
    const quotas = (await get(reportOverviewApi.quota)).data;
    expect(quotas.quotas[0]).toMatchObject({ completes: 1, screenedOut: 0 });
    // A user without the report right is refused, filter or not.
    expect((await get(reportOverviewApi.overview, other)).code).toBe('A4000');
    await select(null);
    expect((await get(reportOverviewApi.overview)).data.counts.total).toBe(3);
  });

  it('narrows the response list and names the filter applied', async () => {
    const list = async () =>
      (await t.api(reportAnswersApi.list, { surveyCode: p.code }, { token })).body.data;
    expect(await list()).toMatchObject({ total: 3, filter: null });
    await select(chose.id);
    const page = await list();
    expect(page).toMatchObject({ total: 2, filter: { id: chose.id, name: 'Chose A' } });
    expect(page.records).toHaveLength(2);
    expect(page.records.flatMap((r) => Object.values(r.values)).join(' ')).not.toContain('b-wechat');
    await select(null);
  });

  it('exports only the rows the filter keeps', async () => {
    const all = await exportTask(t, token, { surveyCode: p.code });
    expect(all.rows).toBe(3);
    const narrowed = await exportTask(t, token, { surveyCode: p.code, filterId: chose.id });
    expect(narrowed).toMatchObject({ status: 'done', rows: 2 });
    const cells = (await readSheet(await downloadBytes(t, token, narrowed.id))).flat();
    expect(cells).toContain('a-wechat');
    expect(cells).toContain('a-sms');
    expect(cells).not.toContain('b-wechat');
  });

  it('binds any number of kept ids as one parameter (more than a statement could bind one by one)', async () => {
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    const [row] = await t.database.db
      .select({ n: count() })
      .from(responses)
      .where(scopeWhere(surveyScope(p.surveyId, ids)));
    expect(row!.n).toBe(0);
  });

  it('refuses an export with a filter the survey does not have', async () => {
    const res = await t.api(
      downloadsApi.dataExport,
      { surveyCode: p.code, filterId: chose.id + 1000 },
      { token },
    );
    expect(res.body.code).toBe('A0404');
  });
});
