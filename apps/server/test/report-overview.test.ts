import { type CallInput, publishingApi, quotaApi, reportOverviewApi } from '@cairn/contract';
import { instantOfLocalTime, localParts } from '@cairn/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectShares, responses } from '../src/db/schema/index.ts';
import { type ReportScope, scopeWhere } from '../src/modules/report-overview/report-scope.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { newSurvey } from './support/design.ts';
import { answersFor, type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * The overview, quota and source figures of a survey with six hand-made responses, each figure
 * checked against values computed by hand in the comments below. Start times are set on the rows
 * around midnight in Asia/Shanghai (UTC+8), so the days are the survey's, not UTC's.
 */
const ZONE = 'Asia/Shanghai';
// Day 0 is two local days ahead of the real clock, so the app's clock only ever moves forward.
const base = localParts(Date.now() + 2 * 86_400_000, ZONE);
const at = (day: number, hour: number, minute: number) =>
  instantOfLocalTime({ year: base.year, month: base.month, day: base.day + day, hour, minute }, ZONE);
const dayOf = (day: number) =>
  new Date(Date.UTC(base.year, base.month - 1, base.day + day)).toISOString().slice(0, 10);
/** Logs in again after the clock moved (tokens expire). */
async function moveClockTo(instant: number) {
  t.advance(instant - t.deps.now());
  token = (await login(t, 'olive', 'olive-pass-1')).token;
}
let t: TestApp;
let token: string;
let p: Published;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerAndLogin(t, 'olive', 'olive-pass-1')).token;
  p = await publishedSurvey(t, token, { settings: { timeZone: 'Asia/Shanghai' } });
  const quota = await t.api(
    quotaApi.save,
    {
      surveyCode: p.code,
      name: 'First option',
      conditions: [{ nodeId: p.q[0]!, optionIds: [p.o[0]![0]!] }],
      target: 2,
      action: 'screen_out',
    },
    { token },
  );
  expect(quota.body.code).toBe('00000');
  for (const [name, source] of [
    ['WeChat', 'wechat'],
    ['SMS', 'sms'],
  ] as const)
    expect((await t.api(publishingApi.saveLink, { code: p.code, name, source }, { token })).body.code).toBe(
      '00000',
    );

  const made: [string, number][] = [];
  async function submit(pick: number, meta: Record<string, unknown>, when: number, expected: string) {
    const body = { ...submission(p, answersFor(p, pick)), ...meta };
    const res = await respondent(t).submit(body);
    expect(res.code).toBe('00000');
    const [row] = await t.database.db.select().from(responses).where(eq(responses.id, body.responseId));
    expect(row!.status).toBe(expected);
    made.push([body.responseId, when]);
    return body.responseId;
  }
  // r1, r2 at 23:58 and 23:59 local on day 0, r3 at 00:01 local on day 1 (still day 0 in UTC).
  await submit(0, { source: 'wechat', device: 'phone', durationMs: 60_000 }, at(0, 23, 58), 'complete');
  await submit(0, { source: 'WeChat', device: 'pc', durationMs: 120_000 }, at(0, 23, 59), 'complete');
  await submit(0, { source: 'wechat', device: 'phone', durationMs: 30_000 }, at(1, 0, 1), 'screened_out');
  // r4, r5, r6 on day 2.
  await submit(1, { device: 'tablet', durationMs: 200_000 }, at(2, 10, 0), 'complete');
  const partial = submission(p, {});
  expect((await respondent(t).save({ ...partial, source: 'email', device: 'phone' })).code).toBe('00000');
  made.push([partial.responseId, at(2, 10, 10)]);
  const invalid = await submit(1, { device: 'pc', durationMs: 10_000 }, at(2, 10, 20), 'complete');
  // Marked invalid as data cleaning does.
  await t.database.db.update(responses).set({ status: 'invalid' }).where(eq(responses.id, invalid));
  for (const [id, when] of made)
    await t.database.db
      .update(responses)
      .set({ createdAt: new Date(when) })
      .where(and(eq(responses.surveyId, p.surveyId), eq(responses.id, id)));
  await moveClockTo(at(2, 11, 0));
});
afterAll(() => t.close());

type OverviewCall = (typeof reportOverviewApi)[keyof typeof reportOverviewApi];
const get = async <E extends OverviewCall>(endpoint: E, surveyCode: string, as = token) => {
  const input: CallInput<OverviewCall> = { surveyCode }; // every overview call takes just this
  return (await t.api(endpoint, input as CallInput<E>, { token: as })).body;
};

describe('report overview', () => {
  it('counts every status, today, the trend by local day, completion rate and median duration', async () => {
    const res = await get(reportOverviewApi.overview, p.code);
    expect(res.code).toBe('00000');
    const o = res.data;
    expect(o.published).toBe(true);
    expect(o.timeZone).toBe('Asia/Shanghai');
    expect(o.today).toBe(dayOf(2));
    expect(o.counts).toEqual({ total: 6, complete: 3, partial: 1, screenedOut: 1, invalid: 1, today: 3 });
    // complete / (complete + partial + screened out) = 3 / 5; median of 60 s, 120 s, 200 s.
    expect(o.completionRate).toBeCloseTo(0.6);
    expect(o.medianDurationMs).toBe(120_000);
    expect(o.trend).toEqual([
      { day: dayOf(0), total: 2, complete: 2 },
      { day: dayOf(1), total: 1, complete: 0 },
      { day: dayOf(2), total: 3, complete: 1 },
    ]);
    expect(o.devices).toEqual([
      { key: 'phone', name: null, count: 3 },
      { key: 'pc', name: null, count: 2 },
      { key: 'tablet', name: null, count: 1 },
    ]);
    expect(o.sources).toEqual([
      { key: 'wechat', name: 'WeChat', count: 3 },
      { key: '', name: null, count: 2 },
      { key: 'email', name: null, count: 1 },
    ]);
    // The spec's other name and our earlier short one answer the same.
    expect((await get(reportOverviewApi.overviewJd, p.code)).data).toEqual(o);
    expect((await get(reportOverviewApi.overviewShort, p.code)).data).toEqual(o);
  });

  it('moves "today" at local midnight: 00:30 in Shanghai is a new day while UTC is still on the day before', async () => {
    const before = (await get(reportOverviewApi.overview, p.code)).data;
    expect(before.counts.today).toBe(3);
    await moveClockTo(at(3, 0, 30));
    expect(new Date(t.deps.now()).toISOString().slice(0, 10)).toBe(dayOf(2));
    const o = (await get(reportOverviewApi.overview, p.code)).data;
    expect(o.today).toBe(dayOf(3));
    expect(o.counts.today).toBe(0);
    expect(o.trend.at(-1)).toEqual({ day: dayOf(3), total: 0, complete: 0 });
    expect(o.trend).toHaveLength(4);
  });

  it('gives quota progress with the screen-outs the full quota caused', async () => {
    const res = await get(reportOverviewApi.quota, p.code);
    expect(res.code).toBe('00000');
    expect(res.data.quotas).toEqual([
      {
        id: expect.any(Number),
        name: 'First option',
        action: 'screen_out',
        target: 2,
        completes: 2,
        percent: 100,
        remaining: 0,
        screenedOut: 1,
      },
    ]);
    expect((await get(reportOverviewApi.quotaJd, p.code)).data).toEqual(res.data);
  });

  it('gives per-source responses, completes, completion rate, median and invalid share, links without answers too', async () => {
    const res = await get(reportOverviewApi.sources, p.code);
    expect(res.code).toBe('00000');
    const empty = { completionRate: null, medianDurationMs: null, invalidShare: null };
    expect(res.data.sources).toEqual([
      // r4 complete (200 s) and r6 invalid: 1 / (1 + 0 + 0); half of them invalid.
      {
        source: '',
        name: null,
        channel: '',
        responses: 2,
        completes: 1,
        completionRate: 1,
        medianDurationMs: 200_000,
        invalidShare: 0.5,
      },
      {
        source: 'email',
        name: null,
        channel: '',
        responses: 1,
        completes: 0,
        completionRate: 0,
        medianDurationMs: null,
        invalidShare: 0,
      },
      // r1, r2 complete (60 s, 120 s), r3 screened out: 2 / 3, median 90 s.
      {
        source: 'wechat',
        name: 'WeChat',
        channel: '',
        responses: 3,
        completes: 2,
        completionRate: 2 / 3,
        medianDurationMs: 90_000,
        invalidShare: 0,
      },
      { source: 'sms', name: 'SMS', channel: '', responses: 0, completes: 0, ...empty },
    ]);
  });
});

describe('the report scope', () => {
  it('narrows by status, time, source (ignoring case), device and response ids, as the filter will', async () => {
    const counted = async (extra: Omit<ReportScope, 'surveyId'>) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(responses)
        .where(scopeWhere({ surveyId: p.surveyId, ...extra }));
      return row!.n;
    };
    expect(await counted({})).toBe(6);
    expect(await counted({ statuses: ['complete', 'invalid'] })).toBe(4);
    expect(await counted({ from: at(1, 0, 0), to: at(2, 10, 15) })).toBe(3);
    expect(await counted({ sources: ['WECHAT'] })).toBe(3);
    expect(await counted({ sources: [''] })).toBe(2);
    expect(await counted({ devices: ['phone', 'tablet'] })).toBe(4);
    const [one] = await t.database.db.select({ id: responses.id }).from(responses).limit(1);
    expect(await counted({ responseIds: [one!.id] })).toBe(1);
  });
});

describe('an empty survey', () => {
  it('answers zeros and empty lists, never published', async () => {
    const code = await newSurvey(t, token);
    const o = (await get(reportOverviewApi.overview, code)).data;
    expect(o.published).toBe(false);
    expect(o.counts).toEqual({ total: 0, complete: 0, partial: 0, screenedOut: 0, invalid: 0, today: 0 });
    expect(o.completionRate).toBeNull();
    expect(o.medianDurationMs).toBeNull();
    expect(o.trend).toEqual([]);
    expect(o.devices).toEqual([]);
    expect((await get(reportOverviewApi.quota, code)).data.quotas).toEqual([]);
    expect((await get(reportOverviewApi.sources, code)).data.sources).toEqual([]);
  });
});

describe('access and input', () => {
  const paths = Object.values(reportOverviewApi);

  it('refuses another user (A4000) and a share without the report right (A4000)', async () => {
    const other = (await registerAndLogin(t, 'piet', 'piet-pass-1')).token;
    for (const path of paths) expect((await get(path, p.code, other)).code).toBe('A4000');
    const piet = await findUserByName(t.database.db, 'piet');
    await t.database.db
      .insert(projectShares)
      .values({ surveyId: p.surveyId, userId: piet!.id, canEdit: true, canReport: false, canLaunch: false });
    for (const path of paths) expect((await get(path, p.code, other)).code).toBe('A4000');
    await t.database.db
      .update(projectShares)
      .set({ canReport: true })
      .where(eq(projectShares.userId, piet!.id));
    for (const path of paths) expect((await get(path, p.code, other)).code).toBe('00000');
  });

  it('answers A0400 for a missing or malformed code and A1100 for an unknown one', async () => {
    for (const path of paths) {
      const missing = await t.api(path, {} as never, { token });
      expect(missing.body.code).toBe('A0400');
      expect((await get(path, 'not a code!')).code).toBe('A0400');
      expect((await get(path, 'ZZZZZZZZ')).code).toBe('A1100');
      expect((await t.api(path, { surveyCode: p.code })).status).toBe(401);
    }
  });
});
