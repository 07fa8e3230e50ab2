import { orgApi, Role } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships } from '../src/db/schema/index.ts';
import { orgHelpers } from './support/org.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The department tree per role: the organisation admin anywhere, a department admin only within
 * their subtree (a sibling department is A5202), a plain member nothing, and a member of another
 * organisation nothing of this one (A5202 for every id, existing or not, and no data).
 */
let t: TestApp;
const h = orgHelpers(() => t);
let admin: string;
let org: number;
const ids: Record<string, number> = {};

const add = async (token: string, name: string, parentId?: number) =>
  h.call(token, orgApi.addDepartment, parentId === undefined ? { name } : { name, parentId });

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin, organizationId: org } = await h.admin('boss', 'Tree Co'));
  // Sales ─ North ─ Leeds; Sales ─ South; Finance
  for (const [name, parent] of [
    ['Sales', undefined],
    ['North', 'Sales'],
    ['Leeds', 'North'],
    ['South', 'Sales'],
    ['Finance', undefined],
  ] as const) {
    const res = await add(admin, name, parent ? ids[parent] : undefined);
    expect(res.code).toBe('00000');
    ids[name] = res.data!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('departments as the organisation admin', () => {
  it('lists the tree with member counts and what may be managed', async () => {
    await h.member('in_north', org, Role.MEMBER, ids.North!);
    const list = (await h.call(admin, orgApi.departments, {})).data!;
    expect(list.manageTop).toBe(true);
    expect(list.unplacedCount).toBe(1); // the admin
    const north = list.departments.find((d) => d.id === ids.North)!;
    expect(north).toMatchObject({ parentId: ids.Sales, name: 'North', memberCount: 1, manageable: true });
    expect(list.departments).toHaveLength(5);
  });

  it('refuses a sibling with the same name (A5231), a move under itself or its subtree (A5232)', async () => {
    expect((await add(admin, ' s o u t h ', ids.Sales)).code).toBe('A5231');
    expect((await add(admin, 'South', ids.Finance)).code).toBe('00000');
    expect((await h.call(admin, orgApi.renameDepartment, { id: ids.North!, name: 'SOUTH' })).code).toBe(
      'A5231',
    );
    expect((await h.call(admin, orgApi.moveDepartment, { id: ids.Sales!, parentId: ids.Sales! })).code).toBe(
      'A5232',
    );
    expect((await h.call(admin, orgApi.moveDepartment, { id: ids.Sales!, parentId: ids.Leeds! })).code).toBe(
      'A5232',
    );
    expect((await add(admin, '   ')).code).toBe('A0400');
  });

  it('renames and moves, then deletes with members and sub-departments going to the parent', async () => {
    expect(
      (await h.call(admin, orgApi.renameDepartment, { id: ids.Leeds!, name: 'Leeds HQ' })).data!.name,
    ).toBe('Leeds HQ');
    const moved = await h.call(admin, orgApi.moveDepartment, { id: ids.Leeds!, parentId: null });
    expect(moved.data).toMatchObject({ parentId: null });
    expect((await h.call(admin, orgApi.moveDepartment, { id: ids.Leeds!, parentId: ids.North! })).code).toBe(
      '00000',
    );

    const res = await h.call(admin, orgApi.deleteDepartment, { id: ids.North! });
    expect(res.data).toEqual({ movedTo: ids.Sales, movedMembers: 1, movedDepartments: 1 });
    const list = (await h.call(admin, orgApi.departments, {})).data!;
    expect(list.departments.find((d) => d.id === ids.North)).toBeUndefined();
    expect(list.departments.find((d) => d.id === ids.Leeds)!.parentId).toBe(ids.Sales);
    expect(list.departments.find((d) => d.id === ids.Sales)!.memberCount).toBe(1);
  });

  it('deletes into a chosen department, never into its own subtree', async () => {
    const tmp = (await add(admin, 'Temp', ids.Finance)).data!.id;
    const child = (await add(admin, 'Temp child', tmp)).data!.id;
    expect((await h.call(admin, orgApi.deleteDepartment, { id: tmp, moveTo: child })).code).toBe('A5232');
    const res = await h.call(admin, orgApi.deleteDepartment, { id: tmp, moveTo: ids.Sales! });
    expect(res.data).toEqual({ movedTo: ids.Sales, movedMembers: 0, movedDepartments: 1 });
  });

  it('records an audit event for each change', async () => {
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.organizationId, org));
    const actions = new Set(events.map((e) => e.action));
    for (const a of ['department.create', 'department.rename', 'department.move', 'department.delete'])
      expect(actions).toContain(a);
  });
});

describe('departments as a department admin of Sales', () => {
  let dept: string;
  beforeAll(async () => {
    dept = await h.member('sales_admin', org, Role.DEPARTMENT_ADMIN, ids.Sales!, ['DP_MANAGE']);
  });

  it('manages inside the subtree', async () => {
    const made = await add(dept, 'Sales East', ids.Sales);
    expect(made.code).toBe('00000');
    expect((await h.call(dept, orgApi.renameDepartment, { id: made.data!.id, name: 'East' })).code).toBe(
      '00000',
    );
    expect(
      (await h.call(dept, orgApi.moveDepartment, { id: made.data!.id, parentId: ids.South! })).code,
    ).toBe('00000');
    expect((await h.call(dept, orgApi.deleteDepartment, { id: made.data!.id })).code).toBe('00000');
    const list = (await h.call(dept, orgApi.departments, {})).data!;
    expect(list.manageTop).toBe(false);
    expect(list.departments.find((d) => d.id === ids.Finance)!.manageable).toBe(false);
    expect(list.departments.find((d) => d.id === ids.South)!.manageable).toBe(true);
  });

  it('is refused a sibling department, the top level and moving out of the subtree (A5202)', async () => {
    expect((await add(dept, 'Nope', ids.Finance)).code).toBe('A5202');
    expect((await add(dept, 'Nope')).code).toBe('A5202');
    expect((await h.call(dept, orgApi.renameDepartment, { id: ids.Finance!, name: 'Mine' })).code).toBe(
      'A5202',
    );
    expect((await h.call(dept, orgApi.moveDepartment, { id: ids.South!, parentId: ids.Finance! })).code).toBe(
      'A5202',
    );
    expect((await h.call(dept, orgApi.moveDepartment, { id: ids.South!, parentId: null })).code).toBe(
      'A5202',
    );
    expect((await h.call(dept, orgApi.deleteDepartment, { id: ids.Finance! })).code).toBe('A5202');
    // Its own department: deleting it would hand its contents to a parent it does not manage.
    expect((await h.call(dept, orgApi.deleteDepartment, { id: ids.Sales! })).code).toBe('A5202');
    expect((await h.call(dept, orgApi.audit, {})).code).toBe('A5202');
  });

  it('loses the admin role when the organisation admin deletes the department', async () => {
    const lead = await h.member('lead', org, Role.DEPARTMENT_ADMIN, ids.South!, ['DP_MANAGE']);
    expect((await h.call(admin, orgApi.deleteDepartment, { id: ids.South! })).code).toBe('00000');
    const [m] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, await h.userId('lead')));
    expect(m).toMatchObject({ role: Role.MEMBER, departmentId: ids.Sales });
    expect((await add(lead, 'Still admin?', ids.Sales)).code).toBe('A5202');
  });
});

describe('departments as anyone else', () => {
  it('a plain member sees the tree and manages nothing', async () => {
    const member = await h.member('plain', org, Role.MEMBER, ids.Sales!, ['DP_MANAGE']);
    expect((await h.call(member, orgApi.departments, {})).data!.departments.every((d) => !d.manageable)).toBe(
      true,
    );
    expect((await add(member, 'Nope', ids.Sales)).code).toBe('A5202');
    expect((await h.call(member, orgApi.renameDepartment, { id: ids.Sales!, name: 'X' })).code).toBe('A5202');
  });

  it('a member of another organisation is refused everything of this one, ids revealing nothing', async () => {
    const { token: other } = await h.admin('rival', 'Rival Co');
    const list = (await h.call(other, orgApi.departments, {})).data!;
    expect(list.departments).toEqual([]);
    for (const id of [ids.Sales!, ids.Finance!, 999_999]) {
      expect((await add(other, 'Mine', id)).code).toBe('A5202');
      expect((await h.call(other, orgApi.renameDepartment, { id, name: 'Mine' })).code).toBe('A5202');
      expect((await h.call(other, orgApi.moveDepartment, { id, parentId: null })).code).toBe('A5202');
      expect((await h.call(other, orgApi.deleteDepartment, { id })).code).toBe('A5202');
    }
    const mine = (await add(other, 'Rival dept')).data!.id;
    expect((await h.call(other, orgApi.moveDepartment, { id: mine, parentId: ids.Sales! })).code).toBe(
      'A5202',
    );
    expect((await h.call(other, orgApi.deleteDepartment, { id: mine, moveTo: ids.Sales! })).code).toBe(
      'A5202',
    );
    expect((await h.call(admin, orgApi.departments, {})).data!.departments.map((d) => d.name)).not.toContain(
      'Rival dept',
    );
  });

  it('an account in no organisation is refused the tree', async () => {
    const loner = await h.account('loner');
    expect((await h.call(loner, orgApi.departments, {})).code).toBe('A5202');
    expect((await add(loner, 'Solo')).code).toBe('A5202');
    expect((await h.call(loner, orgApi.overview, {})).data).toMatchObject({ organization: null });
  });
});
