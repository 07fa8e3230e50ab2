import { projectFoldersApi, projectsApi } from '@cairn/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, options, surveys } from '../src/db/schema/index.ts';
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
const treeOf = async (surveyId: number) => ({
  nodeRows: await t.database.db
    .select()
    .from(nodes)
    .where(eq(nodes.surveyId, surveyId))
    .orderBy(asc(nodes.id)),
  optionRows: await t.database.db
    .select()
    .from(options)
    .where(eq(options.surveyId, surveyId))
    .orderBy(asc(options.id)),
});

describe('copy', () => {
  it('copies live nodes and options with every reference pointed at the copies', async () => {
    const { token } = await registerAndLogin(t, 'nora', 'nora-pass-1');
    const db = t.database.db;
    const src = (await api(token, projectsApi.init, { title: 'Source' })).data;
    await api(token, projectsApi.saveBase, { code: src.code, settings: { closeTip: 'bye' } });
    // Made from a template once; the copy keeps the record of it.
    await db.update(surveys).set({ status: 1, templateId: 'nps' }).where(eq(surveys.code, src.code));
    const source = await rowOf(src.code);
    const [group] = (await treeOf(source.id)).nodeRows;
    const node = async (values: Partial<typeof nodes.$inferInsert>) =>
      (
        await db
          .insert(nodes)
          .values({ surveyId: source.id, model: 1, type: 1, position: 0, ...values })
          .returning()
      )[0]!;
    const q1 = await node({ parentId: group!.id, code: 'Q1', title: 'First', setting: { layout: 0 } });
    const q2 = await node({
      parentId: group!.id,
      code: 'Q2',
      title: 'Second',
      position: 1,
      joinId: q1.id,
      dependId: q1.id,
      loopId: group!.id,
    });
    const trashedGroup = await node({
      model: 2,
      type: 0,
      title: 'Trashed',
      position: 1,
      deletedAt: new Date(),
    });
    await node({ parentId: trashedGroup.id, code: 'Q9', title: 'Under trash' });
    await node({ parentId: group!.id, code: 'Q8', title: 'Deleted', position: 2, deletedAt: new Date() });
    const option = async (values: Partial<typeof options.$inferInsert>) =>
      (
        await db
          .insert(options)
          .values({ surveyId: source.id, nodeId: q1.id, position: 0, ...values })
          .returning()
      )[0]!;
    const g = await option({ isGroup: true, title: 'Group A', code: 'G1' });
    const o1 = await option({ parentId: g.id, code: 'A1', title: 'Yes', position: 1, other: true });
    await option({ nodeId: q2.id, code: 'A1', title: 'Carried', joinId: o1.id, rootJoinId: o1.id });
    const before = await treeOf(source.id);

    const res = await api(token, projectsApi.copy, {}, { 'x-code': src.code });
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({
      title: 'Source - 副本',
      status: 0,
      relaunch: false,
      version: 1,
      templateId: 'nps',
      settings: { closeTip: 'bye' },
      rights: { manage: true },
    });
    expect(res.data.code).not.toBe(src.code);
    const copy = await rowOf(res.data.code);
    const { nodeRows, optionRows } = await treeOf(copy.id);

    expect(nodeRows.map((n) => n.code ?? n.title)).toEqual(['分组1', 'Q1', 'Q2']);
    const byCode = Object.fromEntries(nodeRows.map((n) => [n.code ?? 'group', n]));
    const [cGroup, cQ1, cQ2] = [byCode.group!, byCode.Q1!, byCode.Q2!];
    for (const n of nodeRows) expect([group!.id, q1.id, q2.id]).not.toContain(n.id);
    expect(cGroup.parentId).toBeNull();
    expect(cQ1).toMatchObject({
      parentId: cGroup.id,
      title: 'First',
      setting: { layout: 0 },
      deletedAt: null,
    });
    expect(cQ2).toMatchObject({ parentId: cGroup.id, joinId: cQ1.id, dependId: cQ1.id, loopId: cGroup.id });

    expect(optionRows).toHaveLength(3);
    const [cg, co1, carried] = optionRows;
    expect(cg).toMatchObject({ nodeId: cQ1.id, isGroup: true, code: 'G1', parentId: null });
    expect(co1).toMatchObject({ nodeId: cQ1.id, parentId: cg!.id, code: 'A1', other: true });
    expect(carried).toMatchObject({ nodeId: cQ2.id, joinId: co1!.id, rootJoinId: co1!.id, title: 'Carried' });

    // The source is untouched.
    expect(await treeOf(source.id)).toEqual(before);
    expect((await rowOf(src.code)).status).toBe(1);
  });

  it('takes the code from the body too, names the copy in English, A0400 without a code', async () => {
    const { token } = await registerAndLogin(t, 'omar', 'omar-pass-1');
    const src = (await api(token, projectsApi.init, { title: 'Report' })).data;
    const en = await api(token, projectsApi.copy, { code: src.code }, { 'accept-language': 'en' });
    expect(en.data.title).toBe('Report - copy');
    const none = await api(token, projectsApi.copy, {});
    expect(none.code).toBe('A0400');
    expect(none.message).toContain('x-code');
    const bad = await api(token, projectsApi.copy, {}, { 'x-code': 'bad code!' });
    expect(bad.code).toBe('A0400');
    expect(bad.message).toContain('x-code');
  });
});

describe('folders', () => {
  it('are created, listed with counts, renamed and deleted; names are unique ignoring case', async () => {
    const { token } = await registerAndLogin(t, 'pam', 'pam-pass-1');
    const work = await api(token, projectFoldersApi.create, { name: ' Work ' });
    expect(work.data).toMatchObject({ name: 'Work', count: 0 });
    const dup = await api(token, projectFoldersApi.create, { name: 'WORK' });
    expect(dup.code).toBe('A0400');
    expect(dup.message).toContain('a folder with this name exists');
    const long = await api(token, projectFoldersApi.create, { name: 'x'.repeat(31) });
    expect(long.code).toBe('A0400');
    expect(long.message).toContain('name');
    expect((await api(token, projectFoldersApi.create, { name: '' })).code).toBe('A0400');
    const home = (await api(token, projectFoldersApi.create, { name: 'Home' })).data;

    const a = (await api(token, projectsApi.init, { title: 'a', folderId: work.data.id })).data;
    const b = (await api(token, projectsApi.init, { title: 'b' })).data;
    const c = (await api(token, projectsApi.init, { title: 'c' })).data;
    expect(a.folderId).toBe(work.data.id);
    expect(
      (await api(token, projectFoldersApi.move, { codes: [b.code, c.code], folderId: home.id })).code,
    ).toBe('00000');
    expect((await api(token, projectFoldersApi.list, {})).data).toEqual([
      { id: work.data.id, name: 'Work', count: 1 },
      { id: home.id, name: 'Home', count: 2 },
    ]);
    const inFolder = (folderId: number) =>
      api(token, projectsApi.list, { folderId }).then((r) => r.data.records.map((x) => x.title).sort());
    expect(await inFolder(home.id)).toEqual(['b', 'c']);
    expect(await inFolder(0)).toEqual([]);
    expect(await inFolder(-2)).toEqual(['a', 'b', 'c']);

    expect((await api(token, projectFoldersApi.move, { codes: [c.code], folderId: 0 })).code).toBe('00000');
    expect(await inFolder(0)).toEqual(['c']);
    expect((await api(token, projectsApi.count, {})).data).toMatchObject({
      all: 3,
      unclassified: 1,
    });

    // A project in the bin does not count in its folder.
    await api(token, projectsApi.recycle, { code: b.code });
    expect((await api(token, projectFoldersApi.list, {})).data[1]).toMatchObject({ count: 0 });
    await api(token, projectsApi.restore, { code: b.code });

    expect((await api(token, projectFoldersApi.rename, { id: home.id, name: 'work' })).code).toBe('A0400');
    expect((await api(token, projectFoldersApi.rename, { id: home.id, name: 'HOME' })).code).toBe('00000');
    expect((await api(token, projectFoldersApi.rename, { id: home.id, name: 'Private' })).code).toBe('00000');
    expect((await api(token, projectFoldersApi.remove, { id: home.id })).code).toBe('00000');
    expect((await api(token, projectFoldersApi.list, {})).data).toEqual([
      { id: work.data.id, name: 'Work', count: 1 },
    ]);
    expect((await rowOf(b.code)).folderId).toBeNull();
    expect((await api(token, projectsApi.count, {})).data.unclassified).toBe(2);
    expect((await api(token, projectFoldersApi.remove, { id: home.id })).code).toBe('A0404');
    expect((await rawCall(t, token, projectFoldersApi.remove, { id: 'abc' })).code).toBe('A0400');
  });

  it('of another user are A0404 and stay as they are', async () => {
    const owner = await registerAndLogin(t, 'quentin', 'quentin-pass-1');
    const other = await registerAndLogin(t, 'rosa', 'rosa-pass-1');
    const theirs = (await api(other.token, projectFoldersApi.create, { name: 'Rosa' })).data;
    const mine = (await api(owner.token, projectsApi.init, {})).data;
    expect((await api(owner.token, projectFoldersApi.rename, { id: theirs.id, name: 'Taken' })).code).toBe(
      'A0404',
    );
    expect((await api(owner.token, projectFoldersApi.remove, { id: theirs.id })).code).toBe('A0404');
    expect(
      (await api(owner.token, projectFoldersApi.move, { codes: [mine.code], folderId: theirs.id })).code,
    ).toBe('A0404');
    expect((await api(owner.token, projectsApi.init, { folderId: theirs.id })).code).toBe('A0404');
    expect((await api(owner.token, projectFoldersApi.list, {})).data).toEqual([]);
    expect((await api(other.token, projectFoldersApi.list, {})).data).toEqual([
      { id: theirs.id, name: 'Rosa', count: 0 },
    ]);
    expect((await rowOf(mine.code)).folderId).toBeNull();
    // One refused project in a batch moves none.
    const mine2 = (await api(owner.token, projectsApi.init, {})).data;
    const otherProject = (await api(other.token, projectsApi.init, {})).data;
    const folder = (await api(owner.token, projectFoldersApi.create, { name: 'Q' })).data;
    const batch = await api(owner.token, projectFoldersApi.move, {
      codes: [mine.code, otherProject.code, mine2.code],
      folderId: folder.id,
    });
    expect(batch.code).toBe('A5202');
    expect((await rowOf(mine.code)).folderId).toBeNull();
    const empty = await api(owner.token, projectFoldersApi.move, { codes: [], folderId: folder.id });
    expect(empty.code).toBe('A0400');
    expect(empty.message).toContain('codes');
  });
});
