import { authApi, orgMembersApi, usersApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships } from '../src/db/schema/index.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { basicAuth, createTestApp, envelopeCaller, login, type TestApp } from './support/test-app.ts';

/**
 * Member management per role: the organisation admin manages everyone of their organisation, a
 * department admin their subtree only, members and accounts outside any organisation nobody, and
 * another organisation's admin is refused everything (no IDOR). Disabling ends sessions at once.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  o = await buildOrg(t);
});
afterAll(() => t.close());

const membership = async (userId: number) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
const auditOf = (action: string, targetUserId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUserId, targetUserId)));

describe('the member list', () => {
  it('shows the organisation admin every member of their organisation and nobody else', async () => {
    const page = await as(o.admin.token, orgMembersApi.list, { pageSize: 50 });
    expect(page.code).toBe('00000');
    const names = page.data.records.map((m) => m.username).sort();
    expect(names).toEqual(['admin', 'dadmin', 'inside', 'member', 'sibling']);
    expect(page.data.records.find((m) => m.username === 'admin')?.manageable).toBe(false);
    expect(page.data.records.find((m) => m.username === 'sibling')?.manageable).toBe(true);
  });

  it('shows a department admin their subtree only', async () => {
    const page = await as(o.dadmin.token, orgMembersApi.list, { pageSize: 50 });
    expect(page.data.records.map((m) => m.username).sort()).toEqual(['dadmin', 'inside', 'member']);
  });

  it('searches by name, e-mail or mobile and filters by department, role and status', async () => {
    const byName = await as(o.admin.token, orgMembersApi.list, { keyword: 'SIB' });
    expect(byName.data.records.map((m) => m.username)).toEqual(['sibling']);
    const byDept = await as(o.admin.token, orgMembersApi.list, { departmentId: o.dept.north });
    expect(byDept.data.records.map((m) => m.username)).toEqual(['inside']);
    const byRole = await as(o.admin.token, orgMembersApi.list, { role: 2 });
    expect(byRole.data.records.map((m) => m.username)).toEqual(['dadmin']);
    const wild = await as(o.admin.token, orgMembersApi.list, { keyword: '%' });
    expect(wild.data.total).toBe(0);
    const disabled = await as(o.admin.token, orgMembersApi.list, { status: 'disabled' });
    expect(disabled.data.total).toBe(0);
  });

  it('offers each manager the departments they may assign', async () => {
    const all = await as(o.admin.token, orgMembersApi.departments, {});
    expect(all.data.map((d) => d.name)).toEqual(['North', 'Ops', 'Sales']);
    const sub = await as(o.dadmin.token, orgMembersApi.departments, {});
    expect(sub.data.map((d) => d.name)).toEqual(['North', 'Sales']);
    expect((await as(o.member.token, orgMembersApi.departments, {})).code).toBe('A5202');
  });

  it('refuses members and accounts outside any organisation', async () => {
    expect((await as(o.member.token, orgMembersApi.list, {})).code).toBe('A5202');
    expect((await as(o.plain.token, orgMembersApi.list, {})).code).toBe('A5202');
  });
});

describe('roles', () => {
  it('lets the organisation admin appoint a department admin, audited', async () => {
    const res = await as(o.admin.token, orgMembersApi.role, { userId: o.sibling.id, role: 2 });
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({ role: 2, departmentId: o.dept.ops });
    expect(await auditOf('member.role', o.sibling.id)).toHaveLength(1);
    await as(o.admin.token, orgMembersApi.role, { userId: o.sibling.id, role: 3 });
  });

  it('refuses a department admin without a department (A5210)', async () => {
    const added = await as(o.admin.token, orgMembersApi.add, {
      username: 'nodept',
      password: 'nodept-pass-1',
    });
    expect(added.data.departmentId).toBeNull();
    const res = await as(o.admin.token, orgMembersApi.role, { userId: added.data.userId, role: 2 });
    expect(res.code).toBe('A5210');
    expect((await membership(added.data.userId))?.role).toBe(3);
  });

  it('lets a department admin appoint only below their own department', async () => {
    expect((await as(o.dadmin.token, orgMembersApi.role, { userId: o.member.id, role: 2 })).code).toBe(
      'A5210',
    );
    const below = await as(o.dadmin.token, orgMembersApi.role, { userId: o.inside.id, role: 2 });
    expect(below.data).toMatchObject({ role: 2, departmentId: o.dept.north });
    await as(o.dadmin.token, orgMembersApi.role, { userId: o.inside.id, role: 3 });
  });

  it('refuses outside the subtree, oneself, members, and the default role (A5202)', async () => {
    expect((await as(o.dadmin.token, orgMembersApi.role, { userId: o.sibling.id, role: 3 })).code).toBe(
      'A5202',
    );
    expect((await as(o.dadmin.token, orgMembersApi.role, { userId: o.admin.id, role: 3 })).code).toBe(
      'A5202',
    );
    expect((await as(o.dadmin.token, orgMembersApi.role, { userId: o.dadmin.id, role: 3 })).code).toBe(
      'A5202',
    );
    expect((await as(o.member.token, orgMembersApi.role, { userId: o.inside.id, role: 2 })).code).toBe(
      'A5202',
    );
    expect((await as(o.plain.token, orgMembersApi.role, { userId: o.inside.id, role: 2 })).code).toBe(
      'A5202',
    );
  });
});

describe('permission codes', () => {
  it('sets known codes and refuses unknown ones', async () => {
    const res = await as(o.admin.token, orgMembersApi.permission, {
      userId: o.member.id,
      codes: ['PROJECT_CREATE', 'DASHBOARD_VIEW'],
    });
    expect(res.data.permissionCodes).toEqual(['PROJECT_CREATE', 'DASHBOARD_VIEW']);
    const bad = await as(o.admin.token, orgMembersApi.permission, { userId: o.member.id, codes: ['ROOT'] });
    expect(bad.code).toBe('A0400');
    expect((await membership(o.member.id))?.permissionCodes).toEqual(['PROJECT_CREATE', 'DASHBOARD_VIEW']);
    expect(await auditOf('member.permissions', o.member.id)).toHaveLength(1);
  });

  it('lets a department admin give only codes they hold', async () => {
    await t.database.db
      .update(memberships)
      .set({ permissionCodes: ['DP_PROJECT_VIEW'] })
      .where(eq(memberships.userId, o.dadmin.id));
    const ok = await as(o.dadmin.token, orgMembersApi.permission, {
      userId: o.inside.id,
      codes: ['DP_PROJECT_VIEW'],
    });
    expect(ok.code).toBe('00000');
    const more = await as(o.dadmin.token, orgMembersApi.permission, {
      userId: o.inside.id,
      codes: ['ORG_MEMBER_MANAGE'],
    });
    expect(more.code).toBe('A5202');
    const outside = await as(o.dadmin.token, orgMembersApi.permission, { userId: o.sibling.id, codes: [] });
    expect(outside.code).toBe('A5202');
  });
});

describe('departments', () => {
  it('moves a member within the subtree and refuses a move out of it', async () => {
    const inSub = await as(o.dadmin.token, orgMembersApi.department, {
      userId: o.inside.id,
      departmentId: o.dept.sales,
    });
    expect(inSub.data.departmentId).toBe(o.dept.sales);
    const out = await as(o.dadmin.token, orgMembersApi.department, {
      userId: o.inside.id,
      departmentId: o.dept.ops,
    });
    expect(out.code).toBe('A5202');
    await as(o.admin.token, orgMembersApi.department, { userId: o.inside.id, departmentId: o.dept.north });
    expect(await auditOf('member.department', o.inside.id)).toHaveLength(2);
  });

  it('refuses another organisation’s department', async () => {
    const res = await as(o.admin.token, orgMembersApi.department, {
      userId: o.member.id,
      departmentId: o.dept.labs,
    });
    expect(res.code).toBe('A5200');
    expect((await membership(o.member.id))?.departmentId).toBe(o.dept.sales);
  });
});

describe('another organisation’s admin', () => {
  it('is refused every call on this organisation’s members, and nothing changes', async () => {
    const before = await membership(o.inside.id);
    const id = o.inside.id;
    const answers = await Promise.all([
      as(o.otherAdmin.token, orgMembersApi.role, { userId: id, role: 2, departmentId: o.dept.north }),
      as(o.otherAdmin.token, orgMembersApi.permission, { userId: id, codes: ['PROJECT_CREATE'] }),
      as(o.otherAdmin.token, orgMembersApi.department, { userId: id, departmentId: o.dept.labs }),
      as(o.otherAdmin.token, orgMembersApi.disable, { userId: id, disabled: true }),
      as(o.otherAdmin.token, orgMembersApi.remove, { userId: id, heirId: o.otherMember.id }),
    ]);
    expect(answers.map((a) => a.code)).toEqual(['A5202', 'A5202', 'A5202', 'A5202', 'A5202']);
    const list = await as(o.otherAdmin.token, orgMembersApi.list, { pageSize: 50 });
    expect(list.data.records.map((m) => m.username).sort()).toEqual(['otherAdmin', 'otherMember']);
    expect(await membership(o.inside.id)).toEqual(before);
  });
});

describe('adding a member with a password', () => {
  it('creates an account in the organisation that can log in', async () => {
    const res = await as(o.dadmin.token, orgMembersApi.add, {
      username: 'newbie',
      password: 'newbie-pass-1',
    });
    expect(res.data).toMatchObject({ username: 'newbie', departmentId: o.dept.sales, role: 3 });
    const tokens = await login(t, 'newbie', 'newbie-pass-1');
    const info = await as(tokens.token, usersApi.info, {});
    expect(info.data.organizationId).toBe(o.orgId);
    expect(await auditOf('member.add', res.data.userId)).toHaveLength(1);
  });

  it('refuses a department outside the subtree, a weak password and a member caller', async () => {
    const ops = { username: 'x1', password: 'x1-pass-123', departmentId: o.dept.ops };
    expect((await as(o.dadmin.token, orgMembersApi.add, ops)).code).toBe('A5202');
    expect((await as(o.admin.token, orgMembersApi.add, { username: 'x2', password: 'weak' })).code).toBe(
      'A2011',
    );
    expect(
      (await as(o.member.token, orgMembersApi.add, { username: 'x3', password: 'x3-pass-123' })).code,
    ).toBe('A5202');
    expect(
      (await as(o.admin.token, orgMembersApi.add, { username: 'member', password: 'x3-pass-123' })).code,
    ).toBe('A2014');
  });
});

describe('disabling a member', () => {
  it('ends every session at once, refuses login, and enabling lets them back', async () => {
    const second = await login(t, 'sibling', 'sibling-pass-1');
    expect((await as(o.sibling.token, usersApi.info, {})).code).toBe('00000');
    const res = await as(o.admin.token, orgMembersApi.disable, { userId: o.sibling.id, disabled: true });
    expect(res.data.disabled).toBe(true);
    expect((await as(o.sibling.token, usersApi.info, {})).code).toBe('A0401');
    expect((await as(second.token, usersApi.info, {})).code).toBe('A0401');
    const refreshed = await t.api(
      authApi.token,
      { refreshToken: second.refreshToken, type: 9 },
      { headers: basicAuth },
    );
    expect(refreshed.body.code).toBe('A0401');
    const again = await t.api(
      authApi.token,
      { username: 'sibling', password: 'sibling-pass-1' },
      { headers: basicAuth },
    );
    expect(again.body.code).toBe('A5222');
    const wrong = await t.api(
      authApi.token,
      { username: 'sibling', password: 'wrong-pass-1' },
      { headers: basicAuth },
    );
    expect(wrong.body.code).toBe('A2002');
    expect(await auditOf('member.disable', o.sibling.id)).toHaveLength(1);

    await as(o.admin.token, orgMembersApi.disable, { userId: o.sibling.id, disabled: false });
    o.sibling.token = (await login(t, 'sibling', 'sibling-pass-1')).token;
    expect((await as(o.sibling.token, usersApi.info, {})).code).toBe('00000');
    expect(await auditOf('member.enable', o.sibling.id)).toHaveLength(1);
  });

  it('refuses a department admin outside their subtree', async () => {
    expect(
      (await as(o.dadmin.token, orgMembersApi.disable, { userId: o.sibling.id, disabled: true })).code,
    ).toBe('A5202');
    expect((await membership(o.sibling.id))?.disabled).toBe(false);
  });
});
