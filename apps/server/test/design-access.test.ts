import { type Endpoint, nodesApi, projectsApi, sharesApi, trashApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, type EditCall, newSurvey } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const versionOf = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!.editVersion;

/** Every node and trash call, as a caller who names the survey but may not touch it would send them. */
function everyCall(s: DesignSession, ids: { question: number; trashed: number }) {
  const q = ids.question;
  const edits: [Endpoint, object][] = [
    [nodesApi.add, { what: QuestionType.OpenText }],
    [nodesApi.remove, { id: q }],
    [nodesApi.removeBatch, { ids: [q] }],
    [nodesApi.sort, { items: [{ id: q, parentId: null, position: 0 }] }],
    [nodesApi.position, { positionList: [{ nodeId: q, position: 0 }] }],
    [nodesApi.copy, { id: q }],
    [nodesApi.update, { id: q, title: 'Hacked' }],
    [nodesApi.code, { items: [{ id: q, code: 'HACK' }] }],
    [nodesApi.autoCode, { prefix: 'H', mode: 'sequential' }],
    [nodesApi.updateLoop, { id: q, sourceId: q }],
    [nodesApi.closeLoop, { id: q }],
    [nodesApi.link, { id: q, sourceId: 0 }],
    [trashApi.recover, { ids: [ids.trashed] }],
    [trashApi.purge, {}],
    [trashApi.purgeOne, { id: ids.trashed }],
  ];
  const reads: [Endpoint, object][] = [
    [nodesApi.tree, { surveyCode: s.code }],
    [nodesApi.info, { surveyCode: s.code, id: q }],
    [nodesApi.projectNodes, { surveyCode: s.code }],
    [trashApi.list, { code: s.code }],
  ];
  return { edits, reads };
}

async function ownerSurvey() {
  const owner = await registerAndLogin(t, `own${Math.random().toString(36).slice(2, 8)}`, 'owner-pass-1');
  const s = await designSession(t, owner.token, await newSurvey(t, owner.token));
  const question = await s.add(QuestionType.SingleChoice);
  const trashed = await s.add(QuestionType.OpenText);
  await s.edit(nodesApi.remove, { id: trashed });
  return { owner, s, ids: { question, trashed } };
}

describe('another user', () => {
  it('without any right gets A0403 on reads and A5211 on edits, and nothing changes', async () => {
    const { s, ids } = await ownerSurvey();
    const before = await s.tree();
    const version = await versionOf(s.code);
    const stranger = await registerAndLogin(t, 'stranger', 'stranger-pass-1');
    const { edits, reads } = everyCall(s, ids);
    for (const [endpoint, input] of edits) {
      const res = await t.api(endpoint, { surveyCode: s.code, ...input } as never, {
        token: stranger.token,
        version,
      });
      expect([endpoint.path, res.body.code]).toEqual([endpoint.path, 'A5211']);
    }
    for (const [endpoint, input] of reads) {
      const res = await t.api(endpoint, input as never, { token: stranger.token });
      expect([endpoint.path, res.body.code]).toEqual([endpoint.path, 'A0403']);
      expect(res.body.data).toBeNull();
    }
    expect(await s.tree()).toEqual(before);
    expect(await versionOf(s.code)).toBe(version);
  });

  it('with a read-only share reads the design but cannot edit it (A5211)', async () => {
    const { owner, s, ids } = await ownerSurvey();
    const reader = await registerAndLogin(t, 'reader', 'reader-pass-1');
    const shared = await t.api(
      sharesApi.save,
      { code: s.code, target: 'reader', edit: false, report: true, launch: false },
      { token: owner.token },
    );
    expect(shared.body.code).toBe('00000');
    const view = await designSession(t, reader.token, s.code);
    expect(await view.tree()).toEqual(await s.tree());
    const { edits } = everyCall(s, ids);
    for (const [endpoint, input] of edits) {
      const res = await view.edit(endpoint as EditCall, input as never);
      expect([endpoint.path, res.code]).toEqual([endpoint.path, 'A5211']);
    }
  });

  it('with an edit share edits like the owner, version by version', async () => {
    const { owner, s } = await ownerSurvey();
    const editor = await registerAndLogin(t, 'editor', 'editor-pass-1');
    await t.api(
      sharesApi.save,
      { code: s.code, target: 'editor', edit: true, report: false, launch: false },
      { token: owner.token },
    );
    const theirs = await designSession(t, editor.token, s.code);
    expect((await theirs.edit(nodesApi.add, { what: QuestionType.Rate })).code).toBe('00000');
    expect((await s.edit(nodesApi.add, { what: QuestionType.Date })).code).toBe('A0120');
  });

  it('cannot reach a survey in the recycle bin, nor can its owner edit it there (A1100)', async () => {
    const { owner, s } = await ownerSurvey();
    await t.api(projectsApi.recycle, { code: s.code }, { token: owner.token });
    expect((await s.edit(nodesApi.add, { what: QuestionType.OpenText })).code).toBe('A1100');
    const res = await t.api(nodesApi.tree, { surveyCode: s.code }, { token: owner.token });
    expect(res.body.code).toBe('A1100');
  });

  it('gets A1100 for a survey code that does not exist and A0401 without a token', async () => {
    const { s } = await ownerSurvey();
    const res = await t.api(nodesApi.tree, { surveyCode: s.code });
    expect(res.status).toBe(401);
    const { token } = await registerAndLogin(t, 'lost', 'lost-pass-1');
    const missing = await t.api(nodesApi.tree, { surveyCode: 'NOPE2345' }, { token });
    expect(missing.body.code).toBe('A1100');
  });
});
