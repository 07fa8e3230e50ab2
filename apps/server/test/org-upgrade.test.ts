import { OWN_PROJECT_CODES, orgApi, permissionsForRole, Role, usersApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, organizations, orgUpgrades } from '../src/db/schema/index.ts';
import { setLevelAsOperator } from '../src/modules/users/set-user-level.ts';
import { orgHelpers } from './support/org.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Upgrading to the enterprise edition (org/upgrade POST and GET) and the caller's permissions (org/permission). */
let t: TestApp;
const h = orgHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('org/upgrade', () => {
  it('creates the organisation, makes the caller its admin and level 1 at once, with history and audit', async () => {
    const token = await h.account('ula');
    const before = await h.call(token, usersApi.info, {});
    expect(before.data!.level).toBe(0);
    expect(before.data!.organizationId).toBeNull();

    const res = await h.call(token, orgApi.upgrade, { enterpriseName: '  Ula   Ltd ' });
    expect(res.code).toBe('00000');
    expect(res.data!.organization.name).toBe('Ula Ltd');
    expect(res.data!.user.level).toBe(1);

    const info = await h.call(token, usersApi.info, {});
    expect(info.data!.level).toBe(1);
    expect(info.data!.organizationId).toBe(res.data!.organization.id);
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, info.data!.id));
    expect(m!.role).toBe(Role.ORGANIZE_ADMIN);

    const history = await h.call(token, orgApi.upgradeHistory, { page: 1, pageSize: 10 });
    expect(history.data!.total).toBe(1);
    expect(history.data!.records[0]).toMatchObject({
      enterpriseName: 'Ula Ltd',
      username: 'ula',
      fromLevel: 0,
      toLevel: 1,
      source: 'web',
    });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, res.data!.organization.id));
    expect(events.map((e) => e.action)).toEqual(['org.upgrade']);
  });

  it('refuses a blank name with A5209 and a taken one (case and spaces ignored) with A5201, changing nothing', async () => {
    const token = await h.account('vic');
    for (const blank of ['', '   '])
      expect((await h.call(token, orgApi.upgrade, { enterpriseName: blank })).code).toBe('A5209');
    for (const taken of ['ula ltd', 'ULA LTD', 'UlaLtd', ' u l a l t d ']) {
      expect((await h.call(token, orgApi.upgrade, { enterpriseName: taken })).code).toBe('A5201');
    }
    expect((await h.call(token, usersApi.info, {})).data!.level).toBe(0);
    expect((await h.call(token, orgApi.upgradeHistory, {})).data!.total).toBe(0);
  });

  it('refuses an account already in an organisation with A5220', async () => {
    const { token, organizationId } = await h.admin('wyn', 'Wyn Co');
    expect((await h.call(token, orgApi.upgrade, { enterpriseName: 'Second Co' })).code).toBe('A5220');
    const member = await h.member('wyn_m', organizationId, Role.MEMBER);
    expect((await h.call(member, orgApi.upgrade, { enterpriseName: 'Breakaway' })).code).toBe('A5220');
    const names = (await t.database.db.select().from(organizations)).map((o) => o.name);
    expect(names).not.toContain('Second Co');
    expect(names).not.toContain('Breakaway');
  });

  it('a retried upgrade (same body, in flight or after) makes one organisation and one membership', async () => {
    const token = await h.account('retry_u');
    const both = await Promise.all(
      [1, 2].map(() => h.call(token, orgApi.upgrade, { enterpriseName: 'Retry Co' })),
    );
    expect(both.map((r) => r.code).sort()).toEqual(['00000', 'A5220']);
    expect((await h.call(token, orgApi.upgrade, { enterpriseName: 'Retry Co' })).code).toBe('A5220');
    const orgs = await t.database.db.select().from(organizations).where(eq(organizations.name, 'Retry Co'));
    expect(orgs).toHaveLength(1);
    const ms = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, orgs[0]!.id));
    expect(ms.map((m) => [m.userId, m.role])).toEqual([[await h.userId('retry_u'), Role.ORGANIZE_ADMIN]]);
    const history = await t.database.db
      .select()
      .from(orgUpgrades)
      .where(eq(orgUpgrades.organizationId, orgs[0]!.id));
    expect(history).toHaveLength(1);
  });

  it('lets one of two racing upgrades to the same name win', async () => {
    const [a, b] = [await h.account('race_a'), await h.account('race_b')];
    const codes = (
      await Promise.all([a, b].map((tk) => h.call(tk, orgApi.upgrade, { enterpriseName: 'Race Ltd' })))
    ).map((r) => r.code);
    expect(codes.sort()).toEqual(['00000', 'A5201']);
  });

  it('pages the history: an organisation admin sees the organisation’s, others their own', async () => {
    const stranger = await h.account('xen');
    expect((await h.call(stranger, orgApi.upgradeHistory, { page: 1, pageSize: 5 })).data).toMatchObject({
      total: 0,
      records: [],
    });
    const { token } = await h.admin('yul', 'Yul Co');
    const page = await h.call(token, orgApi.upgradeHistory, { page: 2, pageSize: 1 });
    expect(page.data).toMatchObject({ page: 2, pageSize: 1, total: 1, records: [] });
  });

  it('the operator’s set-level creates the organisation the same way', async () => {
    await h.account('zed');
    const zedId = await h.userId('zed');
    const made = await setLevelAsOperator(
      t.database.db,
      { id: zedId, username: 'zed' },
      2,
      'Zed Corp',
      t.deps.now(),
    );
    expect(made).toEqual({ organizationName: 'Zed Corp' });
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, zedId));
    expect(m!.role).toBe(Role.ORGANIZE_ADMIN);
    const [row] = await t.database.db.select().from(orgUpgrades).where(eq(orgUpgrades.userId, zedId));
    expect(row).toMatchObject({ enterpriseName: 'Zed Corp', fromLevel: 0, toLevel: 2, source: 'operator' });
    // Already in an organisation: only the level changes.
    expect(
      await setLevelAsOperator(t.database.db, { id: zedId, username: 'zed' }, 3, 'Other', t.deps.now()),
    ).toBeNull();
    await expect(
      setLevelAsOperator(
        t.database.db,
        { id: await h.userId('vic'), username: 'vic' },
        1,
        'ZED corp',
        t.deps.now(),
      ),
    ).rejects.toThrow(/A5201/);
  });
});

describe('org/permission', () => {
  it('answers each role’s codes, the role and the nested map', async () => {
    const outsider = await h.account('perm_none');
    const none = await h.call(outsider, orgApi.permission, {});
    expect(none.data).toMatchObject({
      codes: ['DEFAULT', ...OWN_PROJECT_CODES],
      role: Role.DEFAULT,
      organizationId: null,
    });
    expect(none.data!.map.length).toBeGreaterThan(0);

    const { token, organizationId } = await h.admin('perm_admin', 'Perm Co');
    const admin = (await h.call(token, orgApi.permission, {})).data!;
    expect(admin.role).toBe(Role.ORGANIZE_ADMIN);
    expect(admin.codes).toEqual(permissionsForRole(Role.ORGANIZE_ADMIN));
    expect(admin.codes.some((c) => c.includes('DP'))).toBe(false);

    const dept = await h.member('perm_dept', organizationId, Role.DEPARTMENT_ADMIN, null, [
      'DP_MANAGE',
      'NOT_A_CODE',
    ]);
    expect((await h.call(dept, orgApi.permission, {})).data).toMatchObject({
      codes: ['DP_MANAGE'],
      role: Role.DEPARTMENT_ADMIN,
      organizationId,
    });
    const member = await h.member('perm_member', organizationId, Role.MEMBER, null, ['PROJECT_CREATE']);
    expect((await h.call(member, orgApi.permission, {})).data!.codes).toEqual(['PROJECT_CREATE']);
  });
});
