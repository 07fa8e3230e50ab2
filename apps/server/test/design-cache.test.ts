import { nodesApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { designSession, flatten, newSurvey } from './support/design.ts';
import { describedCaller, injectCaller } from './support/inject-call.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the design-tree cache', () => {
  it('never serves a stale tree when another server process edits the same survey', async () => {
    const { token } = await registerAndLogin(t, 'cass', 'cass-pass-1');
    const s = await designSession(t, token, await newSurvey(t, token));
    await s.add(QuestionType.OpenText);
    // A second server on the same database, with its own cache.
    const other = await buildApp({ deps: t.deps, webDist: '/nonexistent' });
    try {
      const api = describedCaller(injectCaller(other, t.deps.now));
      const viaOther = await api(
        nodesApi.add,
        { surveyCode: s.code, what: QuestionType.Rate },
        { token, version: s.version },
      );
      expect(viaOther.body.code).toBe('00000');
      // The first server's cached tree is a version behind: it must read the rows again.
      const seen = await s.tree();
      expect(flatten(seen).map((n) => n.type)).toEqual([0, 3, 4]);
      expect(s.version).toBe(viaOther.body.data.saved.version);
      expect((await s.edit(nodesApi.add, { what: QuestionType.Date })).code).toBe('00000');
      const fromOther = await api(nodesApi.tree, { surveyCode: s.code }, { token });
      expect(fromOther.body.data.nodes).toEqual(await s.tree());
    } finally {
      await other.close();
    }
  });

  it('keeps nothing of a refused edit: the next read matches the database', async () => {
    const { token } = await registerAndLogin(t, 'cato', 'cato-pass-1');
    const s = await designSession(t, token, await newSurvey(t, token));
    const a = await s.add(QuestionType.OpenText);
    const before = await s.tree();
    expect((await s.edit(nodesApi.code, { items: [{ id: a, code: '1bad' }] })).code).toBe('A0103');
    expect(await s.tree()).toEqual(before);
  });
});
