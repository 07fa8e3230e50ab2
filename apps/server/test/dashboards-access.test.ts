import {
  type ChartSpecInput,
  dashboardApi,
  dashboardChartApi,
  dashboardFoldersApi,
  dashboardPageApi,
  type Endpoint,
  ZChartSpec,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCharts, dashboards, memberships, organizations, users } from '../src/db/schema/index.ts';
import { type Published, publishedSurvey, setLevel } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Who may call what on a dashboard: a stranger is told it does not exist (A0404), a free account
 * is refused every call (A0403), a view-only share may not change it (A5202), and in the owner's
 * organisation DASHBOARD_VIEW / DASHBOARD_EDIT decide.
 */
let t: TestApp;
let owner: string;
let p: Published;

interface Fixture {
  code: string;
  pageId: number;
  secondPageId: number;
  chartId: number;
}

const chart = (): ChartSpecInput => ({
  type: 'bar',
  layout: { x: 0, y: 0, w: 6, h: 4 },
  sources: [{ surveyCode: p.code, variableIds: [`n${p.q[0]!}`] }],
});

/** Every served call that names a dashboard (directly or by page or chart), with an input for it. */
const named: [string, Endpoint, (f: Fixture) => Record<string, unknown>, 'view' | 'edit' | 'manage'][] = [
  ['get', dashboardApi.get, (f) => ({ code: f.code }), 'view'],
  ['base', dashboardApi.base, (f) => ({ code: f.code }), 'view'],
  ['copy', dashboardApi.copy, (f) => ({ code: f.code }), 'view'],
  ['star', dashboardApi.star, (f) => ({ code: f.code, star: true }), 'view'],
  ['page list', dashboardPageApi.list, (f) => ({ code: f.code }), 'view'],
  ['rename', dashboardApi.rename, (f) => ({ code: f.code, title: 'Taken' }), 'edit'],
  ['page upsert', dashboardPageApi.upsert, (f) => ({ code: f.code, title: 'Taken' }), 'edit'],
  ['page copy', dashboardPageApi.copy, (f) => ({ id: f.pageId }), 'edit'],
  ['page remove', dashboardPageApi.remove, (f) => ({ id: f.secondPageId }), 'edit'],
  ['page sort', dashboardPageApi.sort, (f) => ({ code: f.code, ids: [f.secondPageId, f.pageId] }), 'edit'],
  ['page edit', dashboardPageApi.edit, (f) => ({ pageId: f.pageId, edit: true }), 'edit'],
  ['chart create', dashboardChartApi.create, (f) => ({ pageId: f.pageId, chart: chart() }), 'edit'],
  ['chart update', dashboardChartApi.update, (f) => ({ id: f.chartId, ...chart() }), 'edit'],
  ['chart copy', dashboardChartApi.copy, (f) => ({ id: f.chartId }), 'edit'],
  ['chart remove', dashboardChartApi.remove, (f) => ({ id: f.chartId }), 'edit'],
  [
    'chart layout',
    dashboardChartApi.layout,
    (f) => ({ pageId: f.pageId, items: [{ id: f.chartId, layout: { x: 0, y: 0, w: 3, h: 3 } }] }),
    'edit',
  ],
  ['chart sort', dashboardChartApi.sortOptions, (f) => ({ id: f.chartId, order: [2, 1] }), 'edit'],
  ['move', dashboardApi.move, (f) => ({ codes: [f.code], folderId: 0 }), 'manage'],
  ['share list', dashboardApi.shareList, (f) => ({ code: f.code }), 'manage'],
  ['share save', dashboardApi.shareSave, (f) => ({ code: f.code, target: 'owner' }), 'manage'],
  ['share remove', dashboardApi.shareRemove, (f) => ({ code: f.code, userId: 1 }), 'manage'],
  ['handover', dashboardApi.handover, (f) => ({ code: f.code, target: 'owner' }), 'manage'],
  ['launch', dashboardApi.launch, (f) => ({ code: f.code }), 'manage'],
  ['revoke', dashboardApi.revoke, (f) => ({ code: f.code }), 'manage'],
  ['remove', dashboardApi.remove, (f) => ({ code: f.code }), 'manage'],
  ['recovery', dashboardApi.recovery, (f) => ({ code: f.code }), 'manage'],
  ['clear', dashboardApi.clear, (f) => ({ code: f.code }), 'manage'],
];

/** The calls that name no dashboard. */
const unnamed: [string, Endpoint, Record<string, unknown>][] = [
  ['list', dashboardApi.list, {}],
  ['create', dashboardApi.create, {}],
  ['folder list', dashboardFoldersApi.list, {}],
  ['folder create', dashboardFoldersApi.create, { name: 'F' }],
  ['folder rename', dashboardFoldersApi.rename, { id: 1, name: 'G' }],
  ['folder remove', dashboardFoldersApi.remove, { id: 1 }],
];

async function call(token: string, endpoint: Endpoint, input: Record<string, unknown>) {
  return (await t.api(endpoint, input as never, { token })).body;
}

async function userId(name: string) {
  return (await t.database.db.select().from(users).where(eq(users.username, name)))[0]!.id;
}

async function enterprise(name: string) {
  const { token } = await registerAndLogin(t, name, `${name}-pass-1`);
  await setLevel(t, name, 1);
  return token;
}

async function fixture(token = owner): Promise<Fixture> {
  const created = (await call(token, dashboardApi.create, { title: 'Guarded' })).data as {
    code: string;
    pageId: number;
  };
  const second = (await call(token, dashboardPageApi.upsert, { code: created.code, title: 'Two' })).data as {
    page: { id: number };
  };
  // Another user may not report on the owner's survey: their chart is written straight in.
  const [dashboard] = await t.database.db.select().from(dashboards).where(eq(dashboards.code, created.code));
  const [row] = await t.database.db
    .insert(dashboardCharts)
    .values({ pageId: created.pageId, dashboardId: dashboard!.id, spec: ZChartSpec.parse(chart()) })
    .returning();
  return { code: created.code, pageId: created.pageId, secondPageId: second.page.id, chartId: row!.id };
}

async function join(name: string, organizationId: number, role: number, permissionCodes: string[] = []) {
  await t.database.db
    .insert(memberships)
    .values({ userId: await userId(name), organizationId, role, permissionCodes });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await enterprise('owner');
  p = await publishedSurvey(t, owner);
});
afterAll(() => t.close());

describe('dashboard access', () => {
  it('answers A0404 to a stranger on every call naming the dashboard, and changes nothing', async () => {
    const stranger = await enterprise('stranger');
    const f = await fixture();
    const before = (await t.database.db.select().from(dashboards).where(eq(dashboards.code, f.code)))[0]!;
    for (const [name, endpoint, input] of named) {
      const res = await call(stranger, endpoint, input(f));
      expect(res.code, name).toBe('A0404');
    }
    const after = (await t.database.db.select().from(dashboards).where(eq(dashboards.code, f.code)))[0]!;
    expect(after).toEqual(before);
  });

  it('refuses every call of a free account (level 0) with A0403', async () => {
    const { token: free } = await registerAndLogin(t, 'free', 'free-pass-1');
    const f = await fixture();
    for (const [name, endpoint, input] of named)
      expect((await call(free, endpoint, input(f))).code, name).toBe('A0403');
    for (const [name, endpoint, input] of unnamed)
      expect((await call(free, endpoint, input)).code, name).toBe('A0403');
    // Their own dashboards too, made before a downgrade.
    const downgraded = await enterprise('downgraded');
    const own = await fixture(downgraded);
    await setLevel(t, 'downgraded', 0);
    expect((await call(downgraded, dashboardApi.get, { code: own.code })).code).toBe('A0403');
  });

  it('lets a view-only share see but not change (A5202), and an edit share edit but not manage', async () => {
    const viewer = await enterprise('viewer');
    const editor = await enterprise('editor');
    const f = await fixture();
    await call(owner, dashboardApi.shareSave, { code: f.code, target: 'viewer', edit: false });
    await call(owner, dashboardApi.shareSave, { code: f.code, target: 'editor', edit: true });
    for (const [name, endpoint, input, right] of named) {
      const res = await call(viewer, endpoint, input(f));
      if (right === 'view') expect(res.code, name).toBe('00000');
      else expect(res.code, name).toBe('A5202');
    }
    for (const [name, endpoint, input, right] of named.filter(([, , , r]) => r === 'manage'))
      expect((await call(editor, endpoint, input(f))).code, `${name} (${right})`).toBe('A5202');
    expect((await call(editor, dashboardApi.rename, { code: f.code, title: 'By the editor' })).code).toBe(
      '00000',
    );
  });

  it('follows DASHBOARD_VIEW and DASHBOARD_EDIT in the owner’s organisation, never across organisations', async () => {
    const [org] = await t.database.db.insert(organizations).values({ name: 'Dash Ltd' }).returning();
    const [other] = await t.database.db.insert(organizations).values({ name: 'Elsewhere' }).returning();
    const boss = await enterprise('boss');
    await join('boss', org!.id, 1);
    const member = await enterprise('member');
    await join('member', org!.id, 3, ['DASHBOARD_VIEW', 'DASHBOARD_EDIT']);
    const f = await fixture(member);
    const watcher = await enterprise('watcher');
    await join('watcher', org!.id, 3, ['DASHBOARD_VIEW']);
    const editorOnly = await enterprise('editonly');
    await join('editonly', org!.id, 3, ['DASHBOARD_EDIT']);
    const bare = await enterprise('bare');
    await join('bare', org!.id, 3, []);
    const outsider = await enterprise('outsider');
    await join('outsider', other!.id, 1);
    const colleague = await enterprise('colleague');
    await join('colleague', org!.id, 3, ['DASHBOARD_VIEW', 'DASHBOARD_EDIT']);

    expect((await call(watcher, dashboardApi.base, { code: f.code })).data).toMatchObject({
      rights: { view: true, edit: false, manage: false },
    });
    expect((await call(watcher, dashboardApi.rename, { code: f.code, title: 'No' })).code).toBe('A5202');
    expect((await call(editorOnly, dashboardApi.base, { code: f.code })).code).toBe('A0404');
    expect((await call(bare, dashboardApi.base, { code: f.code })).code).toBe('A0404');
    expect((await call(outsider, dashboardApi.base, { code: f.code })).code).toBe('A0404');
    expect((await call(colleague, dashboardApi.rename, { code: f.code, title: 'Yes' })).code).toBe('00000');
    expect((await call(colleague, dashboardApi.launch, { code: f.code })).code).toBe('A5202');
    expect((await call(boss, dashboardApi.launch, { code: f.code })).code).toBe('00000');
    expect((await call(boss, dashboardApi.base, { code: f.code })).data).toMatchObject({
      rights: { view: true, edit: true, manage: true },
    });

    // "Shared with me" lists what each may open: the organisation's dashboards for DASHBOARD_VIEW.
    const sharedCodes = async (cookie: string) => {
      const page = (await call(cookie, dashboardApi.list, { dataType: 2 })).data as {
        records: { code: string; rights: { view: boolean; edit: boolean } }[];
      };
      return page.records.map((r) => r.code);
    };
    expect(await sharedCodes(watcher)).toContain(f.code);
    expect(await sharedCodes(boss)).toContain(f.code);
    for (const cookie of [bare, editorOnly, outsider, member])
      expect(await sharedCodes(cookie)).not.toContain(f.code);
  });
});
