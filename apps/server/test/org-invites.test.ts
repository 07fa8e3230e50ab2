import { orgInviteApi, usersApi } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, orgInviteJoins } from '../src/db/schema/index.ts';
import { findUserByName } from '../src/modules/users/user-repo.ts';
import { buildOrg, type OrgFixture } from './support/org-fixture.ts';
import { createTestApp, envelopeCaller, login, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Organisation invites: a link and code per admin, mailed through the outbox, the H5 pages' calls
 * (what an invite leads to, accept, register-and-join), and who joined through them.
 */
let t: TestApp;
let o: OrgFixture;
const as = envelopeCaller(() => t);
beforeAll(async () => {
  t = await createTestApp();
  o = await buildOrg(t);
});
afterAll(() => t.close());

const info = async (code: string) => (await t.api(orgInviteApi.info, { code })).body;

describe('creating an invite', () => {
  it('gives admins a link and a code into a department they manage', async () => {
    const res = await as(o.admin.token, orgInviteApi.create, { departmentId: o.dept.sales, days: 7 });
    expect(res.code).toBe('00000');
    const invite = res.data.invite!;
    expect(invite.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(invite.link).toBe(`https://cairn.test/designer/h5/invite?code=${invite.code}`);
    expect(invite.departmentName).toBe('Sales');
    expect((await info(invite.code)).data).toMatchObject({
      organizationName: 'Acme',
      departmentName: 'Sales',
      inviterName: 'admin',
    });
  });

  it('keeps a department admin to their subtree, their own department by default', async () => {
    expect((await as(o.dadmin.token, orgInviteApi.create, { departmentId: o.dept.ops })).code).toBe('A5202');
    const own = await as(o.dadmin.token, orgInviteApi.create, {});
    expect(own.data.invite?.departmentId).toBe(o.dept.sales);
  });

  it('refuses members, accounts outside any organisation, and another organisation’s departments', async () => {
    expect((await as(o.member.token, orgInviteApi.create, {})).code).toBe('A5202');
    expect((await as(o.plain.token, orgInviteApi.get, {})).code).toBe('A5202');
    expect((await as(o.otherAdmin.token, orgInviteApi.create, { departmentId: o.dept.sales })).code).toBe(
      'A5200',
    );
  });

  it('stops the old code when regenerated or revoked, and at expiry', async () => {
    const first = (await as(o.admin.token, orgInviteApi.create, { days: 1 })).data.invite!.code;
    const second = (await as(o.admin.token, orgInviteApi.create, { days: 1 })).data.invite!.code;
    expect((await info(first)).code).toBe('A5221');
    expect((await info(second)).code).toBe('00000');
    t.advance(24 * 3600_000 + 1);
    expect((await info(second)).code).toBe('A5221');
    // A day on, the access tokens have expired too: log in again.
    o.admin.token = (await login(t, 'admin', 'admin-pass-1')).token;
    o.dadmin.token = (await login(t, 'dadmin', 'dadmin-pass-1')).token;
    o.otherMember.token = (await login(t, 'otherMember', 'otherMember-pass-1')).token;
    expect((await as(o.admin.token, orgInviteApi.get, {})).data.invite).toBeNull();
    const third = (await as(o.admin.token, orgInviteApi.create, { departmentId: o.dept.sales })).data.invite!
      .code;
    const revoked = await as(o.admin.token, orgInviteApi.revoke, {});
    expect(revoked.data.invite).toBeNull();
    expect((await info(third)).code).toBe('A5221');
    expect((await info('AAAAAAAAAA')).code).toBe('A5221');
    expect((await info('nope')).code).toBe('A0400');
  });
});

describe('joining', () => {
  let code = '';
  beforeAll(async () => {
    code = (await as(o.admin.token, orgInviteApi.create, { departmentId: o.dept.north })).data.invite!.code;
  });

  it('mails the link through the outbox', async () => {
    const res = await as(o.admin.token, orgInviteApi.email, { email: 'friend@example.com' });
    expect(res.code).toBe('00000');
    const letter = t.mail.at(-1)!;
    expect(letter.to).toBe('friend@example.com');
    expect(letter.text).toContain(`https://cairn.test/designer/h5/invite?code=${code}`);
    expect((await as(o.dadmin.token, orgInviteApi.revoke, {})).code).toBe('00000');
    expect((await as(o.dadmin.token, orgInviteApi.email, { email: 'x@example.com' })).code).toBe('A5200');
  });

  it('registers a new account that joins as a member of the invite’s department', async () => {
    const res = await t.api(orgInviteApi.register, { code, username: 'fresh', password: 'fresh-pass-1' });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.organizationId).toBe(o.orgId);
    const fresh = await findUserByName(t.database.db, 'fresh');
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, fresh!.id));
    expect(m).toMatchObject({ role: 3, departmentId: o.dept.north, organizationId: o.orgId });
    const tokens = await login(t, 'fresh', 'fresh-pass-1');
    expect((await as(tokens.token, usersApi.info, {})).data.organizationId).toBe(o.orgId);
    const joined = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'member.join'), eq(auditEvents.targetUserId, fresh!.id)));
    expect(joined).toHaveLength(1);
  });

  it('leaves no account behind when the invite is bad', async () => {
    const res = await t.api(orgInviteApi.register, {
      code: 'AAAAAAAAAA',
      username: 'ghost',
      password: 'ghost-pass-1',
    });
    expect(res.body.code).toBe('A5221');
    expect(await findUserByName(t.database.db, 'ghost')).toBeUndefined();
  });

  it('lets a logged-in account accept, once, and refuses members of an organisation (A5220)', async () => {
    const solo = await registerAndLogin(t, 'solo', 'solo-pass-1');
    const res = await as(solo.token, orgInviteApi.accept, { code });
    expect(res.data.organizationId).toBe(o.orgId);
    expect((await as(solo.token, orgInviteApi.accept, { code })).code).toBe('A5220');
    expect((await as(o.otherMember.token, orgInviteApi.accept, { code })).code).toBe('A5220');
  });

  it('a retried accept (same body, in flight) joins once', async () => {
    const twice = await registerAndLogin(t, 'twice', 'twice-pass-1');
    const both = await Promise.all([1, 2].map(() => as(twice.token, orgInviteApi.accept, { code })));
    expect(both.map((r) => r.code).sort()).toEqual(['00000', 'A5220']);
    const id = (await findUserByName(t.database.db, 'twice'))!.id;
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, id))).toHaveLength(1);
    const joins = await t.database.db.select().from(orgInviteJoins).where(eq(orgInviteJoins.userId, id));
    expect(joins).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'member.join'), eq(auditEvents.targetUserId, id)));
    expect(events).toHaveLength(1);
  });

  it('lists who joined through the caller’s invites', async () => {
    const state = await as(o.admin.token, orgInviteApi.get, {});
    expect(state.data.joined.map((j) => j.username).sort()).toEqual(['fresh', 'solo', 'twice']);
    expect((await as(o.dadmin.token, orgInviteApi.get, {})).data.joined).toEqual([]);
  });
});
