import {
  type ChartSpecInput,
  DASHBOARD_CHARTS_PER_PAGE_MAX,
  DASHBOARD_PAGES_MAX,
  DESIGNER_CLIENT_SECRET,
  dashboardApi,
  dashboardChartApi,
  dashboardFoldersApi,
  dashboardPageApi,
  dashboardPublicApi,
  fullPath,
  signRequest,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCharts, dashboardPages, dashboards } from '../src/db/schema/index.ts';
import { type Published, publishedSurvey, setLevel } from './support/respond.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ann: string;
let bob: string;
let p: Published;
let bobSurvey: Published;
const api = envelopeCaller(() => t);
const en = { 'accept-language': 'en' };

const key = (i: number) => `n${p.q[i]!}`;
const chart = (over: Partial<ChartSpecInput> = {}): ChartSpecInput => ({
  type: 'bar',
  title: 'Q1',
  layout: { x: 0, y: 0, w: 6, h: 4 },
  sources: [{ surveyCode: p.code, variableIds: [key(0)] }],
  ...over,
});

async function newDashboard(token = ann, title?: string) {
  const res = await api(token, dashboardApi.create, title ? { title } : {}, en);
  expect(res.code).toBe('00000');
  return res.data;
}
async function versionOf(code: string) {
  return (await api(ann, dashboardApi.base, { code })).data.version;
}
async function row(code: string) {
  return (await t.database.db.select().from(dashboards).where(eq(dashboards.code, code)))[0]!;
}
/** A call carrying x-node-v. */
const edit = <E extends Parameters<typeof api>[1]>(
  endpoint: E,
  input: Parameters<typeof api<E>>[2],
  v: number,
) => api(ann, endpoint, input, { 'x-node-v': String(v) });

beforeAll(async () => {
  t = await createTestApp();
  ({ token: ann } = await registerAndLogin(t, 'ann', 'ann-pass-1'));
  ({ token: bob } = await registerAndLogin(t, 'bob', 'bob-pass-1'));
  await setLevel(t, 'ann', 1);
  await setLevel(t, 'bob', 1);
  p = await publishedSurvey(t, ann);
  bobSurvey = await publishedSurvey(t, bob);
});
afterAll(() => t.close());

describe('create, get and base', () => {
  it('makes a dashboard with one first page, titled by the caller’s language', async () => {
    const zh = (await api(ann, dashboardApi.create, {})).data;
    const info = (await api(ann, dashboardApi.get, { code: zh.code })).data;
    expect(info).toMatchObject({
      title: '未命名仪表盘',
      status: 0,
      relaunch: false,
      version: 1,
      edit: true,
      rights: { view: true, edit: true, manage: true },
      ownerName: 'ann',
      shareToken: null,
      launchTime: null,
    });
    expect(info.pages).toEqual([
      expect.objectContaining({ id: zh.pageId, title: '页面1', position: 0, chartCount: 0 }),
    ]);
    const english = await newDashboard();
    const base = (await api(ann, dashboardApi.base, { code: english.code })).data;
    expect(base.title).toBe('Untitled dashboard');
    expect('pages' in base).toBe(false);
    expect((await api(ann, dashboardPageApi.list, { code: english.code })).data[0]!.title).toBe('Page 1');
  });

  it('refuses a folder that is not the caller’s', async () => {
    const folder = (await api(bob, dashboardFoldersApi.create, { name: 'Bob’s' })).data;
    expect((await api(ann, dashboardApi.create, { folderId: folder.id })).code).toBe('A0404');
  });
});

describe('edit versions (x-node-v)', () => {
  it('refuses a stale version with the current one and changes nothing', async () => {
    const d = await newDashboard(ann, 'Before');
    const stale = await edit(dashboardApi.rename, { code: d.code, title: 'After' }, 7);
    expect(stale.code).toBe('A0120');
    expect(stale.data).toEqual({ version: 1 });
    expect((await row(d.code)).title).toBe('Before');
    const page = await edit(dashboardPageApi.upsert, { code: d.code, title: 'New' }, 0);
    expect(page.code).toBe('A0120');
    expect(
      await t.database.db
        .select()
        .from(dashboardPages)
        .where(eq(dashboardPages.dashboardId, (await row(d.code)).id)),
    ).toHaveLength(1);
    expect((await row(d.code)).version).toBe(1);
  });

  it('raises the version by one on every edit and says it in the x-node-v header', async () => {
    const d = await newDashboard();
    expect((await edit(dashboardApi.rename, { code: d.code, title: 'Renamed' }, 1)).data.version).toBe(2);
    expect((await row(d.code)).version).toBe(2);
    let v = 2;
    const step = async (res: { code: string; data: unknown }) => {
      expect(res.code).toBe('00000');
      v += 1;
      expect((res.data as { saved?: { version: number } }).saved?.version ?? (await versionOf(d.code))).toBe(
        v,
      );
      expect(await versionOf(d.code)).toBe(v);
    };
    const added = await edit(dashboardPageApi.upsert, { code: d.code, title: 'Second' }, v);
    await step(added);
    const second = added.data.page.id;
    await step(await edit(dashboardPageApi.upsert, { code: d.code, id: second, title: 'Second!' }, v));
    const created = await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, v);
    await step(created);
    const chartId = created.data.chart.id;
    await step(await edit(dashboardChartApi.update, { id: chartId, ...chart({ title: 'Changed' }) }, v));
    await step(await edit(dashboardChartApi.copy, { id: chartId, pageId: second }, v));
    await step(
      await edit(
        dashboardChartApi.layout,
        { pageId: d.pageId, items: [{ id: chartId, layout: { x: 6, y: 0, w: 6, h: 3 } }] },
        v,
      ),
    );
    await step(await edit(dashboardChartApi.sortOptions, { id: chartId, order: [2, 1] }, v));
    await step(await edit(dashboardPageApi.copy, { id: d.pageId }, v));
    await step(
      await edit(dashboardPageApi.sort, { code: d.code, ids: (await pageIds(d.code)).reverse() }, v),
    );
    await step(await edit(dashboardPageApi.remove, { id: second }, v));
    await step(await edit(dashboardChartApi.remove, { id: chartId }, v));
    await step(await edit(dashboardApi.rename, { code: d.code, title: 'Last' }, v));

    // The edit mode flag is not a change of the dashboard.
    expect((await api(ann, dashboardPageApi.edit, { pageId: d.pageId, edit: true })).code).toBe('00000');
    expect(await versionOf(d.code)).toBe(v);
    expect(
      (await api(ann, dashboardPageApi.list, { code: d.code })).data.find((x) => x.id === d.pageId)!.edit,
    ).toBe(true);
  });

  it('answers the new version in the x-node-v header', async () => {
    const d = await newDashboard();
    const body = { code: d.code, id: d.pageId, title: 'Renamed page' };
    const time = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: fullPath(dashboardPageApi.upsert),
      headers: {
        authorization: `Bearer ${ann}`,
        'content-type': 'application/json',
        'x-node-v': '1',
        time: String(time),
        sign: signRequest({}, body, time, DESIGNER_CLIENT_SECRET),
      },
      payload: JSON.stringify(body),
    });
    expect(res.json().data.saved.version).toBe(2);
    expect(res.headers['x-node-v']).toBe('2');
  });
});

async function pageIds(code: string) {
  return (await api(ann, dashboardPageApi.list, { code })).data.map((x) => x.id);
}

describe('launch, relaunch, revoke and the public link', () => {
  it('shows the launched snapshot until the next launch', async () => {
    const d = await newDashboard(ann, 'Launched');
    await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, 1);
    const launched = await api(ann, dashboardApi.launch, { code: d.code });
    expect(launched.code).toBe('00000');
    expect(launched.data).toMatchObject({ status: 1, relaunch: false, version: 2 });
    const token = launched.data.shareToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const published = (await row(d.code)).published as { pages: unknown[]; charts: unknown[] };
    expect(published.pages).toHaveLength(1);
    expect(published.charts).toHaveLength(1);

    const changed = await edit(
      dashboardPageApi.upsert,
      { code: d.code, id: d.pageId, title: 'Changed later' },
      2,
    );
    expect(changed.data.saved).toMatchObject({ status: 1, relaunch: true, version: 3 });
    await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, 3);
    const info = await api(ann, dashboardPublicApi.info, { token });
    expect(info.code).toBe('00000');
    expect(info.data.title).toBe('Launched');
    expect(info.data.pages.map((x) => [x.title, x.chartCount])).toEqual([['Page 1', 1]]);
    expect((await row(d.code)).published).toEqual(published);

    const again = await api(ann, dashboardApi.launch, { code: d.code });
    expect(again.data).toMatchObject({ relaunch: false, shareToken: token });
    expect((await api(ann, dashboardPublicApi.info, { token })).data.pages[0]).toMatchObject({
      title: 'Changed later',
      chartCount: 2,
    });
    expect((await api(ann, dashboardApi.get, { code: d.code })).data.shareToken).toBe(token);

    const revoked = await api(ann, dashboardApi.revoke, { code: d.code });
    expect(revoked.data).toMatchObject({ status: 2, shareToken: null });
    expect((await api(ann, dashboardPublicApi.info, { token })).code).toBe('A0344');
    const relaunched = await api(ann, dashboardApi.launch, { code: d.code });
    expect(relaunched.data.shareToken).not.toBe(token);
    const fresh = relaunched.data.shareToken!;
    expect((await api(ann, dashboardPublicApi.info, { token: fresh })).code).toBe('00000');

    expect((await api(ann, dashboardApi.remove, { code: d.code })).code).toBe('00000');
    expect((await api(ann, dashboardPublicApi.info, { token: fresh })).code).toBe('A0344');
    expect((await api(ann, dashboardPublicApi.info, { token: 'x'.repeat(32) })).code).toBe('A0344');
  });
});

describe('copy', () => {
  it('copies pages and charts deeply; the copy is the caller’s and independent', async () => {
    const d = await newDashboard(ann, 'Original');
    const c = (await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, 1)).data.chart;
    await edit(dashboardPageApi.upsert, { code: d.code, title: 'Two' }, 2);
    await api(ann, dashboardApi.launch, { code: d.code });
    await api(ann, dashboardApi.shareSave, { code: d.code, target: 'bob', edit: false });

    const copied = await api(bob, dashboardApi.copy, { code: d.code }, en);
    expect(copied.code).toBe('00000');
    const copy = (await api(bob, dashboardApi.get, { code: copied.data.code })).data;
    expect(copy).toMatchObject({
      title: 'Original (copy)',
      status: 0,
      version: 1,
      ownerName: 'bob',
      shareToken: null,
    });
    expect(copy.pages.map((x) => [x.title, x.chartCount])).toEqual([
      ['Page 1', 1],
      ['Two', 0],
    ]);
    expect(copy.pages[0]!.id).toBe(copied.data.pageId);
    const [copiedChart] = await t.database.db
      .select()
      .from(dashboardCharts)
      .where(eq(dashboardCharts.pageId, copied.data.pageId));
    expect(copiedChart!.id).not.toBe(c.id);
    await api(bob, dashboardChartApi.remove, { id: copiedChart!.id });
    expect((await api(ann, dashboardApi.get, { code: d.code })).data.pages[0]!.chartCount).toBe(1);

    const long = await newDashboard(ann, 'L'.repeat(60));
    const zh = (await api(ann, dashboardApi.copy, { code: long.code })).data;
    const title = (await row(zh.code)).title;
    expect(title.endsWith('（副本）')).toBe(true);
    expect([...title].length).toBe(60);
  });
});

describe('pages', () => {
  it('adds up to the limit, keeps one, copies after and sorts by every id', async () => {
    const d = await newDashboard();
    let v = 1;
    const ok = async (res: { code: string }) => {
      expect(res.code).toBe('00000');
      v += 1;
    };
    const c = (await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, v)).data.chart;
    v += 1;
    await ok(await edit(dashboardPageApi.upsert, { code: d.code, title: 'B' }, v));
    const copied = await edit(dashboardPageApi.copy, { id: d.pageId }, v);
    await ok(copied);
    expect(copied.data.page).toMatchObject({ position: 1, chartCount: 1, title: 'Page 1（副本）' });
    const list = await api(ann, dashboardPageApi.list, { code: d.code });
    expect(list.data.map((x) => [x.title, x.position])).toEqual([
      ['Page 1', 0],
      ['Page 1（副本）', 1],
      ['B', 2],
    ]);
    const copiedCharts = await t.database.db
      .select()
      .from(dashboardCharts)
      .where(eq(dashboardCharts.pageId, copied.data.page.id));
    expect(copiedCharts.map((x) => x.id)).not.toContain(c.id);

    const ids = list.data.map((x) => x.id);
    expect((await edit(dashboardPageApi.sort, { code: d.code, ids: ids.slice(1) }, v)).code).toBe('A0400');
    expect((await edit(dashboardPageApi.sort, { code: d.code, ids: [...ids, ids[0]!] }, v)).code).toBe(
      'A0400',
    );
    await ok(await edit(dashboardPageApi.sort, { code: d.code, ids: [ids[2]!, ids[0]!, ids[1]!] }, v));
    expect(await pageIds(d.code)).toEqual([ids[2], ids[0], ids[1]]);

    for (let n = 3; n < DASHBOARD_PAGES_MAX; n++)
      await ok(await edit(dashboardPageApi.upsert, { code: d.code, title: `P${n}` }, v));
    const tooMany = await edit(dashboardPageApi.upsert, { code: d.code, title: 'One more' }, v);
    expect(tooMany.code).toBe('A0400');
    expect(tooMany.message).toContain(String(DASHBOARD_PAGES_MAX));
    expect((await edit(dashboardPageApi.copy, { id: d.pageId }, v)).code).toBe('A0400');

    const single = await newDashboard();
    expect((await edit(dashboardPageApi.remove, { id: single.pageId }, 1)).code).toBe('A5204');
    expect(await pageIds(single.code)).toEqual([single.pageId]);
  });
});

describe('charts', () => {
  it('fills a page to its limit, copies within the dashboard only, lays out and sorts options', async () => {
    const d = await newDashboard();
    const other = await newDashboard();
    const dash = await row(d.code);
    const spec = (await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, 1)).data.chart;
    const { id: _id, pageId: _p, updateTime: _u, ...stored } = spec;
    await t.database.db.insert(dashboardCharts).values(
      Array.from({ length: DASHBOARD_CHARTS_PER_PAGE_MAX - 1 }, () => ({
        pageId: d.pageId,
        dashboardId: dash.id,
        spec: stored,
      })),
    );
    expect((await edit(dashboardChartApi.create, { pageId: d.pageId, chart: chart() }, 2)).code).toBe(
      'A0340',
    );
    expect((await edit(dashboardChartApi.copy, { id: spec.id }, 2)).code).toBe('A0340');
    expect((await edit(dashboardChartApi.copy, { id: spec.id, pageId: other.pageId }, 2)).code).toBe('A0404');
    expect(await versionOf(d.code)).toBe(2);

    const page2 = (await edit(dashboardPageApi.upsert, { code: d.code, title: 'Two' }, 2)).data.page;
    const copy = await edit(dashboardChartApi.copy, { id: spec.id, pageId: page2.id }, 3);
    expect(copy.data.chart).toMatchObject({ pageId: page2.id, title: 'Q1' });

    const foreign = await edit(
      dashboardChartApi.layout,
      { pageId: d.pageId, items: [{ id: copy.data.chart.id, layout: { x: 0, y: 0, w: 2, h: 2 } }] },
      4,
    );
    expect(foreign.code).toBe('A0400');
    await edit(
      dashboardChartApi.layout,
      { pageId: d.pageId, items: [{ id: spec.id, layout: { x: 3, y: 5, w: 9, h: 2 } }] },
      4,
    );
    const sorted = await edit(dashboardChartApi.sortOptions, { id: spec.id, order: [3, 1, 2] }, 5);
    expect(sorted.data.chart.options.order).toEqual([3, 1, 2]);
    expect(sorted.data.chart.layout).toEqual({ x: 3, y: 5, w: 9, h: 2 });
    const cleared = await edit(dashboardChartApi.sortOptions, { id: spec.id, order: [] }, 6);
    expect(cleared.data.chart.options.order).toBeUndefined();

    const updated = await edit(
      dashboardChartApi.update,
      { id: spec.id, ...chart({ title: 'New', pagePeriod: { kind: 'last', days: 7 } }) },
      7,
    );
    expect(updated.data.chart).toMatchObject({ title: 'New', pagePeriod: { kind: 'last', days: 7 } });
    const reset = await edit(dashboardChartApi.update, { id: spec.id, ...chart({ title: 'New' }) }, 8);
    expect(reset.data.chart.pagePeriod).toBeNull();
  });

  it('checks the sources: report right (A0343), variables of the published version (A0320), cross and word clouds', async () => {
    const d = await newDashboard();
    const create = (c: ChartSpecInput) => api(ann, dashboardChartApi.create, { pageId: d.pageId, chart: c });
    const notMine = await create(
      chart({ sources: [{ surveyCode: bobSurvey.code, variableIds: [`n${bobSurvey.q[0]}`] }] }),
    );
    expect(notMine.code).toBe('A0343');
    expect(notMine.message).toContain(bobSurvey.code);
    const unknown = await create(
      chart({ sources: [{ surveyCode: p.code, variableIds: [key(0), 'n999999'] }] }),
    );
    expect(unknown.code).toBe('A0320');
    expect(unknown.message).toContain('n999999');
    const benchmark = await create(
      chart({
        benchmarks: [
          { id: 'b', label: 'Bob', kind: 'survey', surveyCode: bobSurvey.code, variableId: key(0) },
        ],
      }),
    );
    expect(benchmark.code).toBe('A0343');
    expect((await create(chart({ type: 'cross' }))).code).toBe('A0400');
    expect(
      (
        await create(
          chart({ type: 'cross', cross: { stubs: [{ id: key(0) }], banner: [{ id: 'n424242' }] } }),
        )
      ).code,
    ).toBe('A0320');
    expect(
      (await create(chart({ type: 'cross', cross: { stubs: [{ id: key(0) }], banner: [{ id: key(2) }] } })))
        .code,
    ).toBe('00000');
    expect(
      (await create(chart({ type: 'wordcloud', sources: [{ surveyCode: p.code, variableIds: [key(1)] }] })))
        .code,
    ).toBe('00000');
    expect((await create(chart({ type: 'wordcloud' }))).code).toBe('A0320');
    expect(await versionOf(d.code)).toBe(3);
    const c = (await api(ann, dashboardChartApi.create, { pageId: d.pageId, chart: chart() })).data.chart;
    expect(
      (
        await api(ann, dashboardChartApi.update, {
          id: c.id,
          ...chart({ sources: [{ surveyCode: bobSurvey.code, variableIds: [key(0)] }] }),
        })
      ).code,
    ).toBe('A0343');
  });
});

describe('list, folders and counts', () => {
  it('lists mine, shared and the bin, by folder, keyword and star, paged', async () => {
    const { token: cat } = await registerAndLogin(t, 'cat', 'cat-pass-1');
    await setLevel(t, 'cat', 1);
    const folder = (await api(cat, dashboardFoldersApi.create, { name: 'Sales' })).data;
    expect((await api(cat, dashboardFoldersApi.create, { name: 'sales' })).code).toBe('A0400');
    const a = await newDashboard(cat, 'Alpha 50%');
    const b = await newDashboard(cat, 'Beta');
    const c = await newDashboard(cat, 'Gamma');
    const gone = await newDashboard(cat, 'Gone');
    const shared = await newDashboard(ann, 'From Ann');
    await api(ann, dashboardApi.shareSave, { code: shared.code, target: 'cat', edit: true });
    await api(cat, dashboardChartApi.create, { pageId: a.pageId, chart: chart() }).then((r) =>
      expect(r.code).toBe('A0343'),
    );
    expect((await api(cat, dashboardApi.move, { codes: [a.code, b.code], folderId: folder.id })).code).toBe(
      '00000',
    );
    expect(
      (await api(cat, dashboardApi.move, { codes: [c.code, shared.code], folderId: folder.id })).code,
    ).toBe('A5202');
    expect((await row(c.code)).folderId).toBeNull();
    await api(cat, dashboardApi.star, { code: b.code, star: true });
    await api(cat, dashboardApi.remove, { code: gone.code });

    const titles = async (body: Parameters<typeof api<typeof dashboardApi.list>>[2]) =>
      (await api(cat, dashboardApi.list, body)).data.records.map((r) => r.title).sort();
    expect(await titles({})).toEqual(['Alpha 50%', 'Beta', 'Gamma']);
    expect(await titles({ folderId: folder.id })).toEqual(['Alpha 50%', 'Beta']);
    expect(await titles({ folderId: 0 })).toEqual(['Gamma']);
    expect(await titles({ folderId: -2 })).toEqual(['Alpha 50%', 'Beta', 'Gamma']);
    expect(await titles({ keyword: '50%' })).toEqual(['Alpha 50%']);
    expect(await titles({ keyword: '%' })).toEqual(['Alpha 50%']);
    expect(await titles({ keyword: 'ALPHA' })).toEqual(['Alpha 50%']);
    expect(await titles({ starred: true })).toEqual(['Beta']);
    expect(await titles({ starred: false })).toEqual(['Alpha 50%', 'Gamma']);
    expect(await titles({ dataType: 2 })).toEqual(['From Ann']);
    expect(await titles({ dataType: 5 })).toEqual(['Gone']);
    const paged = (await api(cat, dashboardApi.list, { page: 2, pageSize: 2 })).data;
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.records).toHaveLength(1);
    const record = (await api(cat, dashboardApi.list, { dataType: 2 })).data.records[0]!;
    expect(record).toMatchObject({
      ownerName: 'ann',
      rights: { view: true, edit: true, manage: false },
      pageCount: 1,
    });
    const binned = (await api(cat, dashboardApi.list, { dataType: 5 })).data.records[0]!;
    expect(binned.deletedAt).toEqual(expect.any(Number));

    const folders = (await api(cat, dashboardFoldersApi.list, {})).data;
    expect(folders).toMatchObject({ all: 3, unclassified: 1, shared: 1, recycle: 1 });
    expect(folders.folders).toEqual([expect.objectContaining({ id: folder.id, name: 'Sales', count: 2 })]);

    expect((await api(cat, dashboardFoldersApi.rename, { id: folder.id, name: 'Won' })).code).toBe('00000');
    expect((await api(ann, dashboardFoldersApi.rename, { id: folder.id, name: 'Mine' })).code).toBe('A0404');
    expect((await api(ann, dashboardFoldersApi.remove, { id: folder.id })).code).toBe('A0404');
    expect((await api(cat, dashboardFoldersApi.remove, { id: folder.id })).code).toBe('00000');
    expect((await row(a.code)).folderId).toBeNull();
    expect((await api(cat, dashboardFoldersApi.list, {})).data).toMatchObject({
      folders: [],
      unclassified: 3,
    });

    expect((await api(cat, dashboardApi.clear, { code: a.code })).code).toBe('A5204');
    expect((await api(cat, dashboardApi.recovery, { code: gone.code })).code).toBe('00000');
    expect(await titles({})).toContain('Gone');
    await api(cat, dashboardApi.remove, { code: gone.code });
    expect((await api(cat, dashboardApi.clear, { code: gone.code })).code).toBe('00000');
    expect(await row(gone.code)).toBeUndefined();
  });

  it('counts the distinct surveys a dashboard’s charts read', async () => {
    const d = await newDashboard(ann, 'Counted');
    await api(ann, dashboardChartApi.create, { pageId: d.pageId, chart: chart() });
    await api(ann, dashboardChartApi.create, { pageId: d.pageId, chart: chart() });
    const record = (await api(ann, dashboardApi.list, { keyword: 'Counted' })).data.records[0]!;
    expect(record).toMatchObject({ surveyCount: 1, pageCount: 1 });
  });
});

describe('shares and handover', () => {
  it('saves (upserting view or edit), lists and removes shares', async () => {
    const d = await newDashboard();
    expect((await api(ann, dashboardApi.shareSave, { code: d.code, target: 'nobody' })).code).toBe('A5205');
    expect((await api(ann, dashboardApi.shareSave, { code: d.code, target: 'ann' })).code).toBe('A5212');
    const view = await api(ann, dashboardApi.shareSave, { code: d.code, target: 'bob' });
    expect(view.data).toMatchObject({ name: 'bob', edit: false });
    expect((await api(bob, dashboardApi.base, { code: d.code })).data.rights).toEqual({
      view: true,
      edit: false,
      manage: false,
    });
    await api(ann, dashboardApi.shareSave, { code: d.code, target: 'bob', edit: true });
    const list = (await api(ann, dashboardApi.shareList, { code: d.code })).data;
    expect(list).toEqual([expect.objectContaining({ name: 'bob', edit: true })]);
    expect((await api(bob, dashboardApi.shareList, { code: d.code })).code).toBe('A5202');
    expect((await api(bob, dashboardApi.base, { code: d.code })).data.shareToken).toBeNull();
    await api(ann, dashboardApi.shareRemove, { code: d.code, userId: list[0]!.userId });
    expect((await api(ann, dashboardApi.shareList, { code: d.code })).data).toEqual([]);
    expect((await api(bob, dashboardApi.base, { code: d.code })).code).toBe('A0404');
  });

  it('hands over by name or e-mail; the new owner’s share goes; the old owner keeps nothing', async () => {
    const d = await newDashboard();
    const folder = (await api(ann, dashboardFoldersApi.create, { name: 'Handed' })).data;
    await api(ann, dashboardApi.move, { codes: [d.code], folderId: folder.id });
    await api(ann, dashboardApi.shareSave, { code: d.code, target: 'bob', edit: false });
    expect((await api(ann, dashboardApi.handover, { code: d.code, target: 'nobody' })).code).toBe('A5205');
    expect((await api(ann, dashboardApi.handover, { code: d.code, target: 'ann' })).code).toBe('A5212');
    expect((await api(bob, dashboardApi.handover, { code: d.code, target: 'ann' })).code).toBe('A5202');
    // A free account could not open it (dashboards are an enterprise feature).
    const ownerBefore = (await row(d.code)).ownerId;
    await registerAndLogin(t, 'freddie', 'freddie-pass-1');
    expect((await api(ann, dashboardApi.handover, { code: d.code, target: 'freddie' })).code).toBe('A5223');
    expect((await row(d.code)).ownerId).toBe(ownerBefore);
    expect((await api(ann, dashboardApi.handover, { code: d.code, target: 'bob' })).code).toBe('00000');
    const after = await row(d.code);
    expect(after).toMatchObject({ folderId: null, organizationId: null });
    expect((await api(bob, dashboardApi.shareList, { code: d.code })).data).toEqual([]);
    expect((await api(bob, dashboardApi.base, { code: d.code })).data.rights.manage).toBe(true);
    expect((await api(ann, dashboardApi.base, { code: d.code })).code).toBe('A0404');
  });
});
