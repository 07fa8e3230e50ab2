import {
  type CallInput,
  OWN_PROJECT_CODES,
  projectFoldersApi,
  projectsApi,
  sharesApi,
} from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, memberships, organizations, surveys, users } from '../src/db/schema/index.ts';
import { rawCall } from './support/raw-call.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A described call as `token`'s user (extra headers optional); answers the envelope. */
const api = envelopeCaller(() => t);
type ListQuery = CallInput<typeof projectsApi.list>;
const list = async (token: string, query: ListQuery = {}) => (await api(token, projectsApi.list, query)).data;
const titles = async (token: string, query: ListQuery = {}) =>
  (await list(token, query)).records.map((r) => r.title);
const userIdOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const create = async (token: string, title: string) => {
  t.advance(1_000);
  return (await api(token, projectsApi.init, { title })).data;
};

describe('my projects', () => {
  it('lists starred first, then the most recently updated, paged', async () => {
    const { token } = await registerAndLogin(t, 'abby', 'abby-pass-1');
    const a = await create(token, 'A');
    await create(token, 'B');
    const c = await create(token, 'C');
    await create(token, 'D');
    expect(await titles(token)).toEqual(['D', 'C', 'B', 'A']);

    expect((await api(token, projectsApi.star, { code: a.code, star: true })).data).toEqual({
      code: a.code,
      starred: true,
    });
    expect(await titles(token)).toEqual(['A', 'D', 'C', 'B']);
    t.advance(1_000);
    await api(token, projectsApi.saveBase, { code: c.code, settings: { x: 1 } });
    expect(await titles(token)).toEqual(['A', 'C', 'D', 'B']);

    const page2 = await list(token, { page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.records.map((r) => r.title)).toEqual(['B']);
    const first = (await list(token)).records[0]!;
    expect(first).toEqual({
      code: a.code,
      title: 'A',
      status: 0,
      relaunch: false,
      projectType: 0,
      starred: true,
      answerCount: 0,
      updateTime: a.updateTime,
      ownerName: 'abby',
      folderId: null,
      rights: { edit: true, report: true, launch: true, manage: true },
    });

    await api(token, projectsApi.star, { code: a.code, star: false });
    await api(token, projectsApi.star, { code: a.code, star: false });
    expect(await titles(token)).toEqual(['C', 'D', 'B', 'A']);
  });

  it('takes the keyword literally and ignoring case', async () => {
    const { token } = await registerAndLogin(t, 'beth', 'beth-pass-1');
    for (const title of ['100% sure', '100 sure', 'a_b', 'axb', 'Hello World', 'back\\slash', 'backslash'])
      await create(token, title);
    expect(await titles(token, { keyword: '%' })).toEqual(['100% sure']);
    expect(await titles(token, { keyword: '_' })).toEqual(['a_b']);
    expect(await titles(token, { keyword: '\\' })).toEqual(['back\\slash']);
    expect(await titles(token, { keyword: 'hello' })).toEqual(['Hello World']);
    expect((await titles(token, { keyword: 'SURE' })).sort()).toEqual(['100 sure', '100% sure']);
    expect(await titles(token, { keyword: '' })).toHaveLength(7);
  });

  it('refuses bad list queries with A0400 naming the field', async () => {
    const { token } = await registerAndLogin(t, 'cara', 'cara-pass-1');
    const bad = await api(token, projectsApi.list, { dataType: 9 });
    expect(bad.code).toBe('A0400');
    expect(bad.message).toContain('dataType');
    const size = await api(token, projectsApi.list, { pageSize: 1000 });
    expect(size.message).toContain('pageSize');
    const page = await rawCall(t, token, projectsApi.list, { page: 'first' });
    expect(page.message).toContain('page');
    const other = await registerAndLogin(t, 'cody', 'cody-pass-1');
    const folder = (await api(other.token, projectFoldersApi.create, { name: 'Cody' })).data;
    expect((await api(token, projectsApi.list, { folderId: folder.id })).code).toBe('A0404');
  });

  it('moves projects to the recycle bin and back; only the bin can be cleared', async () => {
    const { token } = await registerAndLogin(t, 'dana', 'dana-pass-1');
    const keep = await create(token, 'Keep');
    const bin = await create(token, 'Bin');
    expect((await api(token, projectsApi.clear, { code: bin.code })).code).toBe('A5204');
    expect((await api(token, projectsApi.restore, { code: bin.code })).code).toBe('A5207');
    expect((await api(token, projectsApi.recycle, { code: bin.code })).code).toBe('00000');
    expect(await titles(token)).toEqual(['Keep']);
    expect(await titles(token, { dataType: 5 })).toEqual(['Bin']);
    expect((await api(token, projectsApi.base, { code: bin.code })).code).toBe('A1100');
    expect((await api(token, projectsApi.saveBase, { code: bin.code, title: 'x' })).code).toBe('A1100');
    expect((await api(token, projectsApi.recycle, { code: bin.code })).code).toBe('A1100');
    expect((await api(token, projectsApi.count, {})).data.all).toBe(1);

    expect((await api(token, projectsApi.restore, { code: bin.code })).code).toBe('00000');
    expect(await titles(token, { dataType: 5 })).toEqual([]);
    expect((await titles(token)).sort()).toEqual(['Bin', 'Keep']);

    await api(token, projectsApi.recycle, { code: bin.code });
    expect((await api(token, projectsApi.clear, { code: bin.code })).code).toBe('00000');
    expect(await t.database.db.select().from(surveys).where(eq(surveys.code, bin.code))).toEqual([]);
    expect((await api(token, projectsApi.restore, { code: bin.code })).code).toBe('A1100');
    expect(await titles(token)).toEqual(['Keep']);
    expect(keep.code).toBeTruthy();
  });
});

describe('organisation and department categories', () => {
  it('show only what the policy lets the caller read through the organisation', async () => {
    const db = t.database.db;
    const [org] = await db.insert(organizations).values({ name: 'Org' }).returning();
    const [other] = await db.insert(organizations).values({ name: 'Other' }).returning();
    const [d1] = await db.insert(departments).values({ organizationId: org!.id, name: 'D1' }).returning();
    const [d2] = await db.insert(departments).values({ organizationId: org!.id, name: 'D2' }).returning();
    const people = {
      admin: await registerAndLogin(t, 'orgadmin', 'orgadmin-pass-1'),
      viewer: await registerAndLogin(t, 'dpviewer', 'dpviewer-pass-1'),
      plain: await registerAndLogin(t, 'plainmember', 'plainmember-pass-1'),
      orgViewer: await registerAndLogin(t, 'orgviewer', 'orgviewer-pass-1'),
      outsider: await registerAndLogin(t, 'outsider', 'outsider-pass-1'),
    };
    const member = async (
      name: string,
      organizationId: number,
      departmentId: number | null,
      role: number,
      codes: string[],
    ) =>
      db.insert(memberships).values({
        userId: await userIdOf(name),
        organizationId,
        departmentId,
        role,
        permissionCodes: [...OWN_PROJECT_CODES, ...codes],
      });
    await member('orgadmin', org!.id, null, 1, []);
    await member('dpviewer', org!.id, d1!.id, 3, ['DP_PROJECT_VIEW', 'DP_PROJECT_EDIT']);
    await member('plainmember', org!.id, d1!.id, 3, []);
    await member('orgviewer', org!.id, d2!.id, 3, ['ORG_PROJECT_VIEW']);
    await member('outsider', other!.id, null, 1, []);

    const pPlain = await create(people.plain.token, 'plain-d1');
    const pOrgViewer = await create(people.orgViewer.token, 'orgviewer-d2');
    const pAdmin = await create(people.admin.token, 'admin-nodept');
    await create(people.outsider.token, 'outsider');
    const binned = await create(people.plain.token, 'plain-binned');
    await api(people.plain.token, projectsApi.recycle, { code: binned.code });
    // A share puts a project under "shared", not under the organisation.
    await api(people.orgViewer.token, sharesApi.save, {
      code: pOrgViewer.code,
      target: 'plainmember',
      edit: false,
      report: false,
      launch: false,
    });

    const dept = (who: keyof typeof people) => titles(people[who].token, { dataType: 3 });
    const orgWide = async (who: keyof typeof people) =>
      (await titles(people[who].token, { dataType: 4 })).sort();
    expect(await dept('viewer')).toEqual(['plain-d1']);
    expect(await orgWide('viewer')).toEqual(['plain-d1']);
    expect(await dept('plain')).toEqual([]);
    expect(await orgWide('plain')).toEqual([]);
    expect(await titles(people.plain.token, { dataType: 2 })).toEqual(['orgviewer-d2']);
    expect(await dept('orgViewer')).toEqual([]);
    expect(await orgWide('orgViewer')).toEqual(['admin-nodept', 'plain-d1']);
    expect(await dept('admin')).toEqual([]);
    expect(await orgWide('admin')).toEqual(['orgviewer-d2', 'plain-d1']);
    expect(await dept('outsider')).toEqual([]);
    expect(await orgWide('outsider')).toEqual([]);

    const rightsOf = async (who: keyof typeof people, dataType: number, title: string) =>
      (await list(people[who].token, { dataType })).records.find((r) => r.title === title)!.rights;
    expect(await rightsOf('viewer', 3, 'plain-d1')).toEqual({
      edit: true,
      report: false,
      launch: false,
      manage: false,
    });
    expect(await rightsOf('orgViewer', 4, 'plain-d1')).toEqual({
      edit: false,
      report: false,
      launch: false,
      manage: false,
    });
    expect(await rightsOf('admin', 4, 'plain-d1')).toEqual({
      edit: true,
      report: true,
      launch: true,
      manage: true,
    });

    expect((await api(people.viewer.token, projectsApi.count, {})).data).toEqual({
      all: 0,
      share: 0,
      organization: 1,
      department: 1,
      unclassified: 0,
    });
    expect((await api(people.plain.token, projectsApi.count, {})).data).toEqual({
      all: 1,
      share: 1,
      organization: 0,
      department: 0,
      unclassified: 1,
    });
    expect((await api(people.admin.token, projectsApi.count, {})).data).toEqual({
      all: 1,
      share: 0,
      organization: 2,
      department: 0,
      unclassified: 1,
    });

    // Department rights give reading and editing, never managing; the organisation admin manages.
    expect(
      (await api(people.viewer.token, projectsApi.rename, { code: pPlain.code, title: 'plain-d1' })).code,
    ).toBe('00000');
    expect((await api(people.viewer.token, projectsApi.recycle, { code: pPlain.code })).code).toBe('A5202');
    expect(
      (await api(people.orgViewer.token, projectsApi.rename, { code: pPlain.code, title: 'x' })).code,
    ).toBe('A5211');
    expect((await api(people.outsider.token, projectsApi.base, { code: pPlain.code })).code).toBe('A0403');
    expect((await api(people.admin.token, projectsApi.recycle, { code: pPlain.code })).code).toBe('00000');
    // Now in its owner's bin: gone for the admin, back for the owner.
    expect(await orgWide('admin')).toEqual(['orgviewer-d2']);
    expect((await api(people.admin.token, projectsApi.restore, { code: pPlain.code })).code).toBe('A1100');
    expect((await titles(people.plain.token, { dataType: 5 })).sort()).toEqual(['plain-binned', 'plain-d1']);
    expect((await api(people.plain.token, projectsApi.restore, { code: pPlain.code })).code).toBe('00000');
    expect(pAdmin.code).toBeTruthy();
  });
});
