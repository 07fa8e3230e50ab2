import { OWN_PROJECT_CODES, orgApi, orgMembersApi, projectsApi, Role, sharesApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { orgHelpers } from './support/org.ts';
import { createTestApp, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const h = orgHelpers(() => t);
const ownedBy = async (name: string) =>
  t.database.db
    .select()
    .from(surveys)
    .where(eq(surveys.ownerId, await h.userId(name)));

/** PROJECT_CREATE / PROJECT_SHARE / PROJECT_HANDOVER: a member's rights over their own projects. */
describe('rights over one’s own projects', () => {
  it('are held by a personal account and given to a member an admin adds', async () => {
    const loner = await h.account('own_loner');
    expect((await h.call(loner, orgApi.permission, {})).data!.codes).toEqual([
      'DEFAULT',
      ...OWN_PROJECT_CODES,
    ]);

    const { token: admin } = await h.admin('own_admin', '自有权利科技');
    const added = await h.call(admin, orgMembersApi.add, {
      username: 'own_added',
      password: 'own-added-pass-1',
    });
    const member = (await login(t, 'own_added', 'own-added-pass-1')).token;
    expect((await h.call(member, orgApi.permission, {})).data!.codes).toEqual([...OWN_PROJECT_CODES]);
    expect((await h.call(member, projectsApi.init, { title: 'Mine' })).code).toBe('00000');

    // Taken away by the admin: the next call is refused, nothing is created.
    await h.call(admin, orgMembersApi.permission, { userId: added.data!.userId, codes: [] });
    expect((await h.call(member, projectsApi.init, { title: 'Another' })).code).toBe('A5202');
    expect((await ownedBy('own_added')).map((s) => s.title)).toEqual(['Mine']);
  });

  it('refuse a member without PROJECT_CREATE a new project or a copy', async () => {
    const { token: admin, organizationId } = await h.admin('cr_admin', '创建权利科技');
    const source = (await h.call(admin, projectsApi.init, { title: 'Shared' })).data!;
    const member = await h.member('cr_member', organizationId, Role.MEMBER, null, ['ORG_PROJECT_VIEW']);
    expect((await h.call(member, projectsApi.init, {})).code).toBe('A5202');
    expect((await h.call(member, projectsApi.copy, { code: source.code })).code).toBe('A5202');
    expect(await ownedBy('cr_member')).toEqual([]);
  });

  it('refuse sharing without PROJECT_SHARE and handing over without PROJECT_HANDOVER', async () => {
    const { organizationId } = await h.admin('sh_admin', '分享权利科技');
    const member = await h.member('sh_member', organizationId, Role.MEMBER, null, ['PROJECT_CREATE']);
    await h.account('sh_friend');
    const own = (await h.call(member, projectsApi.init, { title: 'Own' })).data!;
    const rights = { edit: true, report: true, launch: false };
    expect(
      (await h.call(member, sharesApi.save, { code: own.code, target: 'sh_friend', ...rights })).code,
    ).toBe('A5202');
    const friendId = await h.userId('sh_friend');
    expect(
      (await h.call(member, sharesApi.update, { code: own.code, userId: friendId, ...rights })).code,
    ).toBe('A5202');
    expect((await h.call(member, projectsApi.handover, { code: own.code, target: 'sh_friend' })).code).toBe(
      'A5202',
    );
    expect((await h.call(member, sharesApi.list, { code: own.code })).data).toEqual([]);
    expect((await ownedBy('sh_member')).map((s) => s.code)).toEqual([own.code]);
  });
});
