import { projectFoldersApi, projectsApi, sharesApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  folders,
  memberships,
  organizations,
  projectShares,
  projectStars,
  surveys,
  users,
} from '../src/db/schema/index.ts';
import { rawCall } from './support/raw-call.ts';
import { createTestApp, envelopeCaller, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A described call as `token`'s user (extra headers optional); answers the envelope. */
const api = envelopeCaller(() => t);
const rowOf = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;
const userIdOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!.id;
const codesOf = async (token: string, dataType: number) =>
  (await api(token, projectsApi.list, { dataType })).data.records.map((r) => r.code);

describe('another user without a right', () => {
  it('is refused on every call touching the project, and nothing changes', async () => {
    const owner = await registerAndLogin(t, 'anna', 'anna-pass-1');
    const other = await registerAndLogin(t, 'bert', 'bert-pass-1');
    await registerAndLogin(t, 'cleo', 'cleo-pass-1');
    const p = (await api(owner.token, projectsApi.init, { title: 'Private' })).data;
    const binned = (await api(owner.token, projectsApi.init, { title: 'Binned' })).data;
    await api(owner.token, projectsApi.recycle, { code: binned.code });
    const otherFolder = (await api(other.token, projectFoldersApi.create, { name: 'Mine' })).data;
    const before = await rowOf(p.code);
    const binnedBefore = await rowOf(binned.code);
    const o = other.token;

    const refusals: [Promise<{ code: string }>, string][] = [
      [api(o, projectsApi.base, { code: p.code }), 'A0403'],
      [api(o, projectsApi.surveyBase, { code: p.code }), 'A0403'],
      [api(o, projectsApi.survey, { code: p.code }), 'A0403'],
      [api(o, projectsApi.saveBase, { code: p.code, title: 'Hacked' }), 'A5211'],
      [api(o, projectsApi.rename, { code: p.code, title: 'Hacked' }), 'A5211'],
      [api(o, projectsApi.copy, {}, { 'x-code': p.code }), 'A0403'],
      [api(o, projectsApi.copy, { code: p.code }), 'A0403'],
      [api(o, projectsApi.recycle, { code: p.code }), 'A5202'],
      [api(o, projectsApi.restore, { code: p.code }), 'A5202'],
      [api(o, projectsApi.clear, { code: p.code }), 'A5202'],
      [api(o, projectsApi.star, { code: p.code, star: true }), 'A0403'],
      [api(o, projectsApi.handover, { code: p.code, target: 'bert' }), 'A5202'],
      [api(o, projectsApi.handover, { code: p.code, target: 'cleo' }), 'A5202'],
      [api(o, sharesApi.list, { code: p.code }), 'A5202'],
      [
        api(o, sharesApi.save, {
          code: p.code,
          target: 'bert',
          edit: true,
          report: true,
          launch: true,
        }),
        'A5202',
      ],
      [
        api(o, sharesApi.update, { code: p.code, userId: 1, edit: true, report: true, launch: true }),
        'A5202',
      ],
      [api(o, sharesApi.remove, { code: p.code, userId: 1 }), 'A5202'],
      [api(o, projectFoldersApi.move, { codes: [p.code], folderId: otherFolder.id }), 'A5202'],
      [api(o, projectFoldersApi.move, { codes: [p.code], folderId: 0 }), 'A5202'],
      // Someone else's recycle bin does not exist for the caller.
      [api(o, projectsApi.base, { code: binned.code }), 'A1100'],
      [api(o, projectsApi.restore, { code: binned.code }), 'A1100'],
      [api(o, projectsApi.clear, { code: binned.code }), 'A1100'],
      [api(o, projectsApi.saveBase, { code: binned.code, title: 'Hacked' }), 'A1100'],
    ];
    for (const [call, code] of refusals) expect((await call).code).toBe(code);

    expect(await rowOf(p.code)).toEqual(before);
    expect(await rowOf(binned.code)).toEqual(binnedBefore);
    expect(await t.database.db.select().from(projectShares)).toHaveLength(0);
    expect(await t.database.db.select().from(projectStars)).toHaveLength(0);
    for (const dataType of [1, 2, 3, 4, 5]) expect(await codesOf(o, dataType)).toEqual([]);
    // The owner still has everything.
    expect((await api(owner.token, projectsApi.base, { code: p.code })).data.title).toBe('Private');
  });

  it('answers A1100 for an unknown code on every call that takes one', async () => {
    const { token } = await registerAndLogin(t, 'dora', 'dora-pass-1');
    const x = 'ZZZZ9999';
    const calls = [
      api(token, projectsApi.copy, { code: x }),
      api(token, projectsApi.recycle, { code: x }),
      api(token, projectsApi.restore, { code: x }),
      api(token, projectsApi.clear, { code: x }),
      api(token, projectsApi.star, { code: x, star: true }),
      api(token, projectsApi.handover, { code: x, target: 'anna' }),
      api(token, sharesApi.list, { code: x }),
      api(token, sharesApi.save, {
        code: x,
        target: 'anna',
        edit: false,
        report: false,
        launch: false,
      }),
      api(token, projectFoldersApi.move, { codes: [x], folderId: 0 }),
    ];
    for (const call of calls) expect((await call).code).toBe('A1100');
  });
});

describe('shares', () => {
  it('give exactly their rights, can be changed and ended', async () => {
    const owner = await registerAndLogin(t, 'emil', 'emil-pass-1');
    const guest = await registerAndLogin(t, 'fay', 'fay-pass-1');
    await t.database.db.update(users).set({ email: 'fay@example.com' }).where(eq(users.username, 'fay'));
    const p = (await api(owner.token, projectsApi.init, { title: 'Shared' })).data;
    const fayId = await userIdOf('fay');

    const saved = await api(owner.token, sharesApi.save, {
      code: p.code,
      target: 'FAY@example.com',
      edit: true,
      report: false,
      launch: false,
    });
    expect(saved.data).toEqual({
      userId: fayId,
      username: 'fay',
      email: 'fay@example.com',
      edit: true,
      report: false,
      launch: false,
    });
    const listed = await api(owner.token, sharesApi.list, { code: p.code });
    expect(listed.data).toEqual([saved.data]);

    // Read and edit, nothing more.
    const seen = await api(guest.token, projectsApi.base, { code: p.code });
    expect(seen.data.rights).toEqual({ edit: true, report: false, launch: false, manage: false });
    expect(
      (await api(guest.token, projectsApi.saveBase, { code: p.code, title: 'Edited by fay' })).code,
    ).toBe('00000');
    expect((await api(guest.token, projectsApi.recycle, { code: p.code })).code).toBe('A5202');
    expect((await api(guest.token, sharesApi.list, { code: p.code })).code).toBe('A5202');
    expect(
      (
        await api(guest.token, sharesApi.save, {
          code: p.code,
          target: 'emil',
          edit: true,
          report: true,
          launch: true,
        })
      ).code,
    ).toBe('A5202');
    expect((await api(guest.token, projectsApi.handover, { code: p.code, target: 'fay' })).code).toBe(
      'A5202',
    );

    // It shows under "shared with me" with those rights, and can be starred and copied.
    const shared = await api(guest.token, projectsApi.list, { dataType: 2 });
    expect(shared.data.records).toHaveLength(1);
    expect(shared.data.records[0]).toMatchObject({
      code: p.code,
      title: 'Edited by fay',
      ownerName: 'emil',
      rights: { edit: true, report: false, launch: false, manage: false },
    });
    expect((await api(guest.token, projectsApi.star, { code: p.code, star: true })).code).toBe('00000');
    const copy = await api(guest.token, projectsApi.copy, {}, { 'x-code': p.code });
    expect(copy.code).toBe('00000');
    expect((await rowOf(copy.data.code)).ownerId).toBe(fayId);

    // Edit off, report on.
    const updated = await api(owner.token, sharesApi.update, {
      code: p.code,
      userId: fayId,
      edit: false,
      report: true,
      launch: true,
    });
    expect(updated.data).toMatchObject({ edit: false, report: true, launch: true });
    expect((await api(guest.token, projectsApi.saveBase, { code: p.code, title: 'Again' })).code).toBe(
      'A5211',
    );
    expect((await api(guest.token, projectsApi.rename, { code: p.code, title: 'Again' })).code).toBe('A5211');
    expect((await api(guest.token, projectsApi.surveyBase, { code: p.code })).data.rights).toEqual({
      edit: false,
      report: true,
      launch: true,
      manage: false,
    });
    expect((await rowOf(p.code)).title).toBe('Edited by fay');

    // Ended: the project is gone for the guest.
    expect((await api(owner.token, sharesApi.remove, { code: p.code, userId: fayId })).code).toBe('00000');
    expect((await api(guest.token, projectsApi.base, { code: p.code })).code).toBe('A0403');
    expect(await codesOf(guest.token, 2)).toEqual([]);
    expect((await api(owner.token, sharesApi.list, { code: p.code })).data).toEqual([]);
  });

  it('refuses unknown targets (A5205), oneself (A5212), a second share (A5206) and missing shares (A0404)', async () => {
    const owner = await registerAndLogin(t, 'gina', 'gina-pass-1');
    await registerAndLogin(t, 'hugo', 'hugo-pass-1');
    const p = (await api(owner.token, projectsApi.init, {})).data;
    const share = (target: string) =>
      api(owner.token, sharesApi.save, {
        code: p.code,
        target,
        edit: false,
        report: false,
        launch: false,
      });
    expect((await share('nobody-here')).code).toBe('A5205');
    expect((await share('nobody@example.com')).code).toBe('A5205');
    expect((await share('gina')).code).toBe('A5212');
    expect((await share('hugo')).code).toBe('00000');
    expect((await share('HUGO')).code).toBe('A5206');
    const ginaId = await userIdOf('gina');
    expect(
      (
        await api(owner.token, sharesApi.update, {
          code: p.code,
          userId: ginaId,
          edit: true,
          report: true,
          launch: true,
        })
      ).code,
    ).toBe('A0404');
    expect((await api(owner.token, sharesApi.remove, { code: p.code, userId: ginaId })).code).toBe('A0404');
    const bad = await rawCall(t, owner.token, sharesApi.save, { code: p.code, target: 'hugo', edit: 'yes' });
    expect(bad.code).toBe('A0400');
    expect(bad.message).toContain('edit');
    const survey = await rowOf(p.code);
    expect(
      await t.database.db.select().from(projectShares).where(eq(projectShares.surveyId, survey.id)),
    ).toHaveLength(1);
  });
});

describe('handover', () => {
  it('makes the target the owner in their organisation; the previous owner keeps nothing', async () => {
    const from = await registerAndLogin(t, 'ines', 'ines-pass-1');
    const to = await registerAndLogin(t, 'jon', 'jon-pass-1');
    await t.database.db.update(users).set({ email: 'jon@example.com' }).where(eq(users.username, 'jon'));
    const jonId = await userIdOf('jon');
    const [org] = await t.database.db.insert(organizations).values({ name: 'Jon Ltd' }).returning();
    await t.database.db.insert(memberships).values({ userId: jonId, organizationId: org!.id, role: 1 });

    const [folder] = await t.database.db
      .insert(folders)
      .values({ ownerId: await userIdOf('ines'), name: 'Old' })
      .returning();
    const p = (await api(from.token, projectsApi.init, { folderId: folder!.id })).data;
    await api(from.token, sharesApi.save, {
      code: p.code,
      target: 'jon',
      edit: true,
      report: false,
      launch: false,
    });

    expect((await api(from.token, projectsApi.handover, { code: p.code, target: 'ines' })).code).toBe(
      'A5212',
    );
    expect((await api(from.token, projectsApi.handover, { code: p.code, target: 'no-such-user' })).code).toBe(
      'A5205',
    );
    const missing = await rawCall(t, from.token, projectsApi.handover, { code: p.code });
    expect(missing.code).toBe('A0400');
    expect(missing.message).toContain('target');

    expect(
      (await api(from.token, projectsApi.handover, { code: p.code, target: 'jon@example.com' })).code,
    ).toBe('00000');
    expect(await rowOf(p.code)).toMatchObject({
      ownerId: jonId,
      organizationId: org!.id,
      departmentId: null,
      folderId: null,
    });
    expect(await t.database.db.select().from(projectShares).where(eq(projectShares.userId, jonId))).toEqual(
      [],
    );
    expect((await api(from.token, projectsApi.base, { code: p.code })).code).toBe('A0403');
    expect((await api(from.token, projectsApi.recycle, { code: p.code })).code).toBe('A5202');
    expect(await codesOf(from.token, 1)).toEqual([]);
    expect(await codesOf(to.token, 1)).toEqual([p.code]);
    expect((await api(to.token, projectsApi.base, { code: p.code })).data.rights.manage).toBe(true);
    // The new owner can hand it back.
    expect((await api(to.token, projectsApi.handover, { code: p.code, target: 'ines' })).code).toBe('00000');
    expect((await rowOf(p.code)).ownerId).toBe(await userIdOf('ines'));
  });
});
