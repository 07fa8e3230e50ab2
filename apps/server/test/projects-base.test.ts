import {
  fullPath,
  MAX_SURVEYS_FREE,
  PROJECT_CODE_ALPHABET,
  projectFoldersApi,
  projectsApi,
  sharesApi,
} from '@cairn/contract';
import { MAX_SURVEYS_FREE_ACCOUNT } from '@cairn/core/model/limits';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, surveys, users } from '../src/db/schema/index.ts';
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

describe('project init', () => {
  it('creates an unpublished survey with a fresh code, the caller as owner and a first group', async () => {
    const { token } = await registerAndLogin(t, 'ivy', 'ivy-pass-1');
    const res = await api(token, projectsApi.init, { projectType: 0 });
    expect(res.code).toBe('00000');
    const p = res.data;
    expect(p.code).toMatch(new RegExp(`^[${PROJECT_CODE_ALPHABET}]{8}$`));
    expect(p).toMatchObject({
      projectCode: p.code,
      surveyCode: p.code,
      title: '未命名问卷',
      status: 0,
      relaunch: false,
      version: 1,
      projectType: 0,
      launchTime: null,
      folderId: null,
      templateId: null,
      settings: { lang: 'zh' },
      rights: { edit: true, report: true, launch: true, manage: true },
    });
    const row = await rowOf(p.code);
    expect(row.ownerId).toBe(await userIdOf('ivy'));
    const tree = await t.database.db.select().from(nodes).where(eq(nodes.surveyId, row.id));
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ model: 2, type: 0, title: '分组1', position: 0, parentId: null });
  });

  it('names things in English for an English caller, keeps a given title, type and template', async () => {
    const { token } = await registerAndLogin(t, 'jack', 'jack-pass-1');
    const en = await t.api(projectsApi.init, {}, { token, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.body.data.title).toBe('Untitled survey');
    const row = await rowOf(en.body.data.code);
    const [group] = await t.database.db.select().from(nodes).where(eq(nodes.surveyId, row.id));
    expect(group!.title).toBe('Group 1');

    const given = await api(token, projectsApi.init, {
      projectType: 1,
      title: '  Staff interviews  ',
      templateId: 'nps',
    });
    expect(given.data).toMatchObject({ title: 'Staff interviews', projectType: 1, templateId: 'nps' });
  });

  it('gives every project its own code', async () => {
    const { token } = await registerAndLogin(t, 'kim', 'kim-pass-1');
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await api(token, projectsApi.init, {})).data.code);
    expect(codes.size).toBe(20);
  });

  it('copies the organisation and department of the caller’s membership', async () => {
    const { token } = await registerAndLogin(t, 'lea', 'lea-pass-1');
    const db = t.database.db;
    const { organizations, departments, memberships } = await import('../src/db/schema/index.ts');
    const [org] = await db.insert(organizations).values({ name: 'Acme' }).returning();
    const [dep] = await db
      .insert(departments)
      .values({ organizationId: org!.id, name: 'Research' })
      .returning();
    await db.insert(memberships).values({
      userId: await userIdOf('lea'),
      organizationId: org!.id,
      departmentId: dep!.id,
      role: 3,
      permissionCodes: ['PROJECT_CREATE'],
    });
    const p = (await api(token, projectsApi.init, {})).data;
    expect(await rowOf(p.code)).toMatchObject({ organizationId: org!.id, departmentId: dep!.id });
  });

  it('refuses bad input with A0400 naming the field', async () => {
    const { token } = await registerAndLogin(t, 'mia', 'mia-pass-1');
    const badType = await rawCall(t, token, projectsApi.init, { projectType: 5 });
    expect(badType.code).toBe('A0400');
    expect(badType.message).toContain('projectType');
    const longTitle = await api(token, projectsApi.init, { title: 'x'.repeat(201) });
    expect(longTitle.code).toBe('A0400');
    expect(longTitle.message).toContain('title');
    const folder = await rawCall(t, token, projectsApi.init, { folderId: 'one' });
    expect(folder.message).toContain('folderId');
  });

  it('needs a token and a signature like every designer call', async () => {
    expect((await t.api(projectsApi.init, {})).status).toBe(401);
    const { token } = await registerAndLogin(t, 'nia', 'nia-pass-1');
    const unsigned = await t.api(projectsApi.init, {}, { token, sign: false });
    expect(unsigned.body.code).toBe('A0400');
  });
});

describe('base info', () => {
  it('answers the same base info on the three read calls, A1100 for an unknown code', async () => {
    const { token } = await registerAndLogin(t, 'olga', 'olga-pass-1');
    const p = (await api(token, projectsApi.init, { title: 'Base' })).data;
    const byQuery = await api(token, projectsApi.base, { code: p.code });
    const byPath = await api(token, projectsApi.surveyBase, { code: p.code });
    const byId = await api(token, projectsApi.survey, { code: p.code });
    expect(byQuery.data).toEqual(p);
    expect(byPath.data).toEqual(p);
    expect(byId.data).toEqual(p);
    expect((await api(token, projectsApi.base, { code: 'NOPE2345' })).code).toBe('A1100');
    expect((await api(token, projectsApi.surveyBase, { code: 'NOPE2345' })).code).toBe('A1100');
    expect((await api(token, projectsApi.survey, { code: 'NOPE2345' })).code).toBe('A1100');
    const missing = await rawCall(t, token, projectsApi.base, {});
    expect(missing.code).toBe('A0400');
    expect(missing.message).toContain('code');
  });

  it('edits title and settings (merged), raises the version and keeps an unpublished survey at 0', async () => {
    const { token } = await registerAndLogin(t, 'pia', 'pia-pass-1');
    const p = (await api(token, projectsApi.init, {})).data;
    t.advance(5_000);
    const first = await api(token, projectsApi.saveBase, {
      code: p.code,
      title: 'Customer survey',
      settings: { closeTip: 'Closed', perPage: true },
    });
    expect(first.data).toEqual({ version: 2, saveTime: p.saveTime + 5_000, status: 0, relaunch: false });
    const second = await api(token, projectsApi.saveBase, {
      code: p.code,
      settings: { perPage: false },
    });
    expect(second.data.version).toBe(3);
    const now = await api(token, projectsApi.base, { code: p.code });
    expect(now.data).toMatchObject({
      title: 'Customer survey',
      version: 3,
      settings: { closeTip: 'Closed', perPage: false },
      saveTime: p.saveTime + 5_000,
      updateTime: p.saveTime + 5_000,
    });
    const nothing = await api(token, projectsApi.saveBase, { code: p.code });
    expect(nothing.code).toBe('A0400');
    expect(nothing.message).toContain('title or settings');
    expect((await api(token, projectsApi.saveBase, { code: 'NOPE2345', title: 'x' })).code).toBe('A1100');
  });

  it('keeps a published or ended survey’s status and sets relaunch after an edit', async () => {
    const { token } = await registerAndLogin(t, 'quin', 'quin-pass-1');
    for (const status of [1, 2]) {
      const p = (await api(token, projectsApi.init, {})).data;
      await t.database.db.update(surveys).set({ status }).where(eq(surveys.code, p.code));
      const saved = await api(token, projectsApi.saveBase, { code: p.code, title: 'Changed' });
      expect(saved.data).toMatchObject({ version: 2, status, relaunch: true });
      expect((await api(token, projectsApi.surveyBase, { code: p.code })).data).toMatchObject({
        status,
        relaunch: true,
      });
    }
  });

  it('renames from the list as an edit', async () => {
    const { token } = await registerAndLogin(t, 'rita', 'rita-pass-1');
    const p = (await api(token, projectsApi.init, {})).data;
    const renamed = await api(token, projectsApi.rename, { code: p.code, title: 'Renamed' });
    expect(renamed.data).toMatchObject({ version: 2, status: 0 });
    expect((await rowOf(p.code)).title).toBe('Renamed');
    const empty = await api(token, projectsApi.rename, { code: p.code, title: '   ' });
    expect(empty.code).toBe('A0400');
    expect(empty.message).toContain('title');
    expect((await api(token, projectsApi.rename, { code: 'NOPE2345', title: 'x' })).code).toBe('A1100');
  });
});

describe('the free limit', () => {
  it('matches core’s limit', () => {
    expect(MAX_SURVEYS_FREE).toBe(MAX_SURVEYS_FREE_ACCOUNT);
  });

  it(`lets a free account keep ${MAX_SURVEYS_FREE} projects outside the recycle bin (A0210)`, async () => {
    const { token } = await registerAndLogin(t, 'sam', 'sam-pass-1');
    const ownerId = await userIdOf('sam');
    // All but one made directly, the last through the call.
    await t.database.db.insert(surveys).values(
      Array.from({ length: MAX_SURVEYS_FREE - 1 }, (_, i) => ({
        code: `LIMIT${String(i).padStart(3, '0')}`,
        title: `n${i}`,
        ownerId,
      })),
    );
    const last = await api(token, projectsApi.init, {});
    expect(last.code).toBe('00000');
    expect((await api(token, projectsApi.init, {})).code).toBe('A0210');
    expect((await api(token, projectsApi.copy, { code: last.data.code })).code).toBe('A0210');
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(surveys)
          .where(and(eq(surveys.ownerId, ownerId), isNull(surveys.deletedAt)))
      ).length;
    expect(await count()).toBe(MAX_SURVEYS_FREE);

    // The recycle bin does not count: one in the bin makes room, restoring it is then refused.
    expect((await api(token, projectsApi.recycle, { code: last.data.code })).code).toBe('00000');
    const again = await api(token, projectsApi.init, {});
    expect(again.code).toBe('00000');
    expect((await api(token, projectsApi.restore, { code: last.data.code })).code).toBe('A0210');
    expect((await rowOf(last.data.code)).deletedAt).not.toBeNull();

    // Handing a project to a full free account is refused too.
    const other = await registerAndLogin(t, 'sol', 'sol-pass-1');
    const theirs = (await api(other.token, projectsApi.init, {})).data;
    expect((await api(other.token, projectsApi.handover, { code: theirs.code, target: 'sam' })).code).toBe(
      'A0210',
    );
    expect((await rowOf(theirs.code)).ownerId).toBe(await userIdOf('sol'));

    // An enterprise account has no such limit.
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, ownerId));
    expect((await api(token, projectsApi.init, {})).code).toBe('00000');
    expect((await api(token, projectsApi.restore, { code: last.data.code })).code).toBe('00000');
  });
});

describe('OpenAPI', () => {
  it('declares every project call with a summary and the projects tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const expected = [projectsApi, sharesApi, projectFoldersApi]
      .flatMap((table) => Object.values(table))
      .map((endpoint) => `${endpoint.method.toLowerCase()} ${fullPath(endpoint)}`);
    expect(expected).toHaveLength(23);
    for (const entry of expected) {
      const [method, path] = entry.split(' ') as [string, string];
      const op = doc.paths[path]?.[method];
      expect(op, entry).toBeDefined();
      expect(op!.summary, entry).toBeTruthy();
      expect(op!.tags, entry).toEqual(['projects']);
    }
  });
});
