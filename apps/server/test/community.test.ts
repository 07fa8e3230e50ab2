import { communityApi, communitySettingsApi, discussionQuotaApi, nodesApi, usersApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionGroups, discussionUsers, surveys } from '../src/db/schema/index.ts';
import { answersFor, publishedSurvey, respondent, submission } from './support/respond.ts';
import { basicAuth, createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerAndLogin(t, 'cmowner', 'cm-owner-pass-1')).token;
  stranger = (await registerAndLogin(t, 'cmstranger', 'cm-stranger-1')).token;
});
afterAll(() => t.close());

const call = async <E extends Parameters<TestApp['api']>[0]>(
  endpoint: E,
  input: object,
  token?: string,
  headers?: Record<string, string>,
) =>
  (await t.api(endpoint, input as never, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) }))
    .body;

/**
 * A published project with three complete responses, turned into an interview project (its roll's
 * sessions are what make answers there; publishing one needs the roll, built elsewhere).
 */
async function project() {
  const p = await publishedSurvey(t, owner);
  for (const [i, pick] of [0, 1, 0].entries()) {
    const answer = await respondent(t, `203.0.113.${10 + i}`).submit(submission(p, answersFor(p, pick)));
    expect(answer.code).toBe('00000');
  }
  await t.database.db.update(surveys).set({ projectType: 1 }).where(eq(surveys.id, p.surveyId));
  const [group] = await t.database.db
    .insert(discussionGroups)
    .values({ surveyId: p.surveyId, name: 'Panel A' })
    .returning();
  await t.database.db
    .insert(discussionUsers)
    .values({ surveyId: p.surveyId, code: 'u1', name: 'U1', groupId: group!.id, state: 2 });
  await call(
    discussionQuotaApi.save,
    { surveyCode: p.code, quotas: [{ name: 'A', rule: { kind: 'group', groupId: group!.id }, target: 4 }] },
    owner,
  );
  return p;
}

async function openCommunity(
  code: string,
  sections: Partial<{ board: boolean; cross: boolean; quota: boolean }> = {},
) {
  const saved = await call(
    communitySettingsApi.save,
    { surveyCode: code, enabled: true, board: true, cross: true, quota: true, ...sections },
    owner,
  );
  expect(saved.code).toBe('00000');
  const set = await call(
    communitySettingsApi.password,
    { surveyCode: code, password: 'client-pass-1' },
    owner,
  );
  expect(set.code).toBe('00000');
  return set.data as { password: string };
}

async function clientLogin(code: string, password = 'client-pass-1') {
  return call(communityApi.login, { surveyCode: code, password }, undefined, basicAuth);
}

describe('community settings (owner)', () => {
  it('saves sections and sets or makes a password, never answering the hash', async () => {
    const p = await project();
    const view = await call(communitySettingsApi.get, { surveyCode: p.code }, owner);
    expect(view.data).toEqual({
      settings: { enabled: false, board: true, cross: true, quota: true },
      hasPassword: false,
      rotatedAt: null,
    });
    const made = await call(communitySettingsApi.password, { surveyCode: p.code }, owner);
    expect((made.data as { password: string }).password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((made.data as { view: { hasPassword: boolean } }).view.hasPassword).toBe(true);
    expect(
      (await call(communitySettingsApi.password, { surveyCode: p.code, password: '123' }, owner)).code,
    ).toBe('A0400');
  });

  it('refuses other users', async () => {
    const p = await project();
    expect((await call(communitySettingsApi.get, { surveyCode: p.code }, stranger)).code).toBe('A0403');
    const save = { surveyCode: p.code, enabled: true, board: true, cross: true, quota: true };
    expect((await call(communitySettingsApi.save, save, stranger)).code).toBe('A5202');
    expect((await call(communitySettingsApi.password, { surveyCode: p.code }, stranger)).code).toBe('A5202');
  });
});

describe('community login and reads (client)', () => {
  it('logs in, reads board, cross and quota, refreshes and logs out', async () => {
    const p = await project();
    await openCommunity(p.code);
    const login = await clientLogin(p.code);
    expect(login.code).toBe('00000');
    const { token, refreshToken } = login.data as { token: string; refreshToken: string };
    const info = await call(communityApi.info, { surveyCode: p.code }, token);
    expect(info.data).toMatchObject({
      surveyCode: p.code,
      sections: { board: true, cross: true, quota: true },
    });
    const board = await call(communityApi.board, { surveyCode: p.code }, token);
    expect(board.code).toBe('00000');
    expect((board.data as { total: number }).total).toBe(3);
    const vars = await call(communityApi.crossVariables, { surveyCode: p.code }, token);
    const ids = (vars.data as { variables: { id: string; group: string }[] }).variables
      .filter((v) => v.group === 'question')
      .map((v) => v.id);
    const cross = await call(
      communityApi.cross,
      { surveyCode: p.code, definition: { stubs: [{ id: ids[0] }], banner: [{ id: ids[1] }] } },
      token,
    );
    expect(cross.code).toBe('00000');
    expect((cross.data as { total: number }).total).toBe(3);
    const quota = await call(communityApi.quota, { surveyCode: p.code }, token);
    expect(quota.data).toMatchObject([{ name: 'A', done: 1, target: 4 }]);

    const refreshed = await call(
      communityApi.refresh,
      { surveyCode: p.code, refreshToken },
      undefined,
      basicAuth,
    );
    expect(refreshed.code).toBe('00000');
    // A refresh token is good once.
    expect(
      (await call(communityApi.refresh, { surveyCode: p.code, refreshToken }, undefined, basicAuth)).code,
    ).toBe('A0401');
    const next = (refreshed.data as { token: string }).token;
    expect((await call(communityApi.logout, { surveyCode: p.code }, next)).code).toBe('00000');
    expect((await call(communityApi.info, { surveyCode: p.code }, next)).code).toBe('A0401');
    // The owner's designer session is untouched by the client's logout.
    expect((await call(usersApi.info, {}, owner)).code).toBe('00000');
  });

  it('refuses a wrong password, a closed community, and counts misses per address', async () => {
    const p = await project();
    expect((await clientLogin(p.code, 'whatever')).code).toBe('A0403');
    await openCommunity(p.code);
    expect((await clientLogin(p.code, 'wrong-pass')).code).toBe('A2007');
    await call(
      communitySettingsApi.save,
      { surveyCode: p.code, enabled: false, board: true, cross: true, quota: true },
      owner,
    );
    expect((await clientLogin(p.code)).code).toBe('A0403');
    expect((await clientLogin('nosuchcode')).code).toBe('A1100');
    expect((await call(communityApi.login, { surveyCode: p.code }, undefined, basicAuth)).code).toBe('A0400');
    await call(
      communitySettingsApi.save,
      { surveyCode: p.code, enabled: true, board: true, cross: true, quota: true },
      owner,
    );
    for (let i = 0; i < 9; i++) await clientLogin(p.code, 'wrong-pass');
    expect((await clientLogin(p.code)).code).toBe('A2032');
  });

  it('refuses a token of another project, designer tokens, and community tokens elsewhere', async () => {
    const p = await project();
    const q = await project();
    await openCommunity(p.code);
    await openCommunity(q.code);
    const token = ((await clientLogin(p.code)).data as { token: string }).token;
    expect((await call(communityApi.board, { surveyCode: q.code }, token)).code).toBe('A0403');
    expect((await call(communityApi.quota, { surveyCode: q.code }, token)).code).toBe('A0403');
    expect((await call(communityApi.board, { surveyCode: p.code }, owner)).code).toBe('A0401');
    expect((await call(communityApi.board, { surveyCode: p.code })).code).toBe('A0401');
    // A community token opens nothing of the designer's.
    expect((await call(usersApi.info, {}, token)).code).toBe('A0401');
    expect((await call(nodesApi.tree, { surveyCode: p.code }, token)).code).toBe('A0401');
    expect((await call(discussionQuotaApi.list, { surveyCode: p.code }, token)).code).toBe('A0401');
  });

  it('refuses the sections the owner turned off', async () => {
    const p = await project();
    await openCommunity(p.code, { board: false, quota: false });
    const token = ((await clientLogin(p.code)).data as { token: string }).token;
    expect((await call(communityApi.info, { surveyCode: p.code }, token)).data).toMatchObject({
      sections: { board: false, cross: true, quota: false },
    });
    expect((await call(communityApi.board, { surveyCode: p.code }, token)).code).toBe('A0403');
    expect((await call(communityApi.quota, { surveyCode: p.code }, token)).code).toBe('A0403');
    expect((await call(communityApi.crossVariables, { surveyCode: p.code }, token)).code).toBe('00000');
    await call(
      communitySettingsApi.save,
      { surveyCode: p.code, enabled: false, board: true, cross: true, quota: true },
      owner,
    );
    expect((await call(communityApi.crossVariables, { surveyCode: p.code }, token)).code).toBe('A0403');
  });

  it('ends every community login when the password is rotated', async () => {
    const p = await project();
    await openCommunity(p.code);
    const { token, refreshToken } = (await clientLogin(p.code)).data as {
      token: string;
      refreshToken: string;
    };
    const rotated = await call(communitySettingsApi.password, { surveyCode: p.code }, owner);
    expect((await call(communityApi.info, { surveyCode: p.code }, token)).code).toBe('A0401');
    expect(
      (await call(communityApi.refresh, { surveyCode: p.code, refreshToken }, undefined, basicAuth)).code,
    ).toBe('A0401');
    expect((await clientLogin(p.code)).code).toBe('A2007');
    expect((await clientLogin(p.code, (rotated.data as { password: string }).password)).code).toBe('00000');
  });

  it('expires access tokens after their time', async () => {
    const p = await project();
    await openCommunity(p.code);
    const { token } = (await clientLogin(p.code)).data as { token: string };
    t.advance(16 * 60_000);
    expect((await call(communityApi.info, { surveyCode: p.code }, token)).code).toBe('A0401');
  });
});
