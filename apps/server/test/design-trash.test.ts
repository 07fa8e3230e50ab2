import { nodesApi, trashApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, flatten, newSurvey, outline } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'tess', 'tess-pass-1'));
});
afterAll(() => t.close());

async function fresh(): Promise<DesignSession> {
  return designSession(t, token, await newSurvey(t, token));
}
const trash = async (s: DesignSession) => (await t.api(trashApi.list, { code: s.code }, { token })).body;

/** A group holding three questions a, b, c. */
async function threeQuestions(s: DesignSession) {
  const [group] = await s.tree();
  const a = await s.add(QuestionType.SingleChoice, { parentId: group!.id });
  const b = await s.add(QuestionType.MultipleChoice, { afterId: a });
  const c = await s.add(QuestionType.OpenText, { afterId: b });
  return { group: group!.id, a, b, c };
}

describe('deleting and restoring', () => {
  it('puts a deleted question in the trash and back where it was, with its options and code', async () => {
    const s = await fresh();
    const { b } = await threeQuestions(s);
    const before = await s.tree();
    expect((await s.edit(nodesApi.remove, { id: b })).code).toBe('00000');
    expect(flatten(await s.tree()).map((n) => n.code)).toEqual([null, 'Q1', 'Q3']);
    const listed = await trash(s);
    expect(listed.data.map((n) => [n.id, n.code, n.optionCount])).toEqual([[b, 'Q2', 3]]);

    expect((await s.edit(trashApi.recover, { ids: [b] })).code).toBe('00000');
    expect(await s.tree()).toEqual(before);
    expect((await trash(s)).data).toEqual([]);
  });

  it('promotes a deleted group’s children into its place', async () => {
    const s = await fresh();
    const { group } = await threeQuestions(s);
    await s.add('group');
    expect((await s.edit(nodesApi.remove, { id: group })).code).toBe('00000');
    expect(outline(await s.tree())).toEqual([
      '点击编写问题文本',
      '点击编写问题文本',
      '点击编写问题文本',
      '分组-2',
    ]);
  });

  it('refuses to restore over a question that now has the same code (A0114), restoring nothing', async () => {
    const s = await fresh();
    const { a, b } = await threeQuestions(s);
    await s.edit(nodesApi.remove, { id: b });
    expect((await s.edit(nodesApi.code, { items: [{ id: a, code: 'Q2' }] })).code).toBe('00000');
    const res = await s.edit(trashApi.recover, { ids: [b] });
    expect(res.code).toBe('A0114');
    expect((await trash(s)).data.map((n) => n.id)).toEqual([b]);
  });

  it('deletes in batch, and a batch naming a missing node deletes nothing (A0404)', async () => {
    const s = await fresh();
    const { a, b, c } = await threeQuestions(s);
    expect((await s.edit(nodesApi.removeBatch, { ids: [a, 999999] })).code).toBe('A0404');
    expect(flatten(await s.tree())).toHaveLength(4);
    expect((await s.edit(nodesApi.removeBatch, { ids: [a, c] })).code).toBe('00000');
    expect(flatten(await s.tree()).map((n) => n.id)).toContain(b);
    expect((await trash(s)).data.map((n) => n.id).sort()).toEqual([a, c].sort());
  });

  it('restores several at once in their old order', async () => {
    const s = await fresh();
    const { a, b, c } = await threeQuestions(s);
    await s.edit(nodesApi.removeBatch, { ids: [a, b, c] });
    expect((await s.edit(trashApi.recover, { ids: [c, a, b] })).code).toBe('00000');
    expect((await s.tree())[0]!.children.map((n) => n.id)).toEqual([a, b, c]);
  });
});

describe('deleting for good', () => {
  it('removes one trashed question, then all, without setting relaunch on a published survey', async () => {
    const s = await fresh();
    const { a, b, c } = await threeQuestions(s);
    await s.edit(nodesApi.removeBatch, { ids: [a, b] });
    await t.database.db.update(surveys).set({ status: 1, relaunch: false }).where(eq(surveys.code, s.code));
    const one = await s.edit(trashApi.purgeOne, { id: a });
    expect(one.code).toBe('00000');
    expect(one.data.saved).toMatchObject({ status: 1, relaunch: false });
    expect(one.data.change.nodes.deleted).toEqual([a]);
    expect((await trash(s)).data.map((n) => n.id)).toEqual([b]);
    await s.edit(nodesApi.remove, { id: c });
    await t.database.db.update(surveys).set({ relaunch: false }).where(eq(surveys.code, s.code));
    const all = await s.edit(trashApi.purge, {});
    expect(all.code).toBe('00000');
    expect(all.data.saved.relaunch).toBe(false);
    expect((await trash(s)).data).toEqual([]);
    expect((await s.edit(trashApi.recover, { ids: [b] })).code).toBe('A0404');
  });

  it('refuses to purge a live question', async () => {
    const s = await fresh();
    const { a } = await threeQuestions(s);
    expect((await s.edit(trashApi.purgeOne, { id: a })).code).not.toBe('00000');
    expect(flatten(await s.tree()).map((n) => n.id)).toContain(a);
  });
});
