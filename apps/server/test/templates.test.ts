import { nodesApi, projectsApi, templatesApi } from '@cairn/contract';
import { checkTreeInvariants, createDesignTree, QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDesignRecords } from '../src/modules/design/design-records.ts';
import { designSession, flatten } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'tina', 'tina-pass-1'));
});
afterAll(() => t.close());

const list = async (lang?: 'en') =>
  (await t.api(templatesApi.list, {}, { token, headers: lang ? { 'accept-language': lang } : {} })).body;

describe('survey templates', () => {
  it('lists the five expert models in the caller’s language', async () => {
    const zh = await list();
    expect(zh.data.map((tpl) => tpl.id)).toEqual([
      'customer-satisfaction',
      'nps',
      'employee-engagement',
      'event-feedback',
      'product-concept-test',
    ]);
    expect(zh.data[0]!.name).toBe('客户满意度调查');
    const en = await list('en');
    expect(en.data[0]!.name).toBe('Customer satisfaction survey');
    for (const tpl of en.data) expect(tpl.questionCount).toBeGreaterThanOrEqual(5);
  });

  it('shows one template with its questions, and A0404 for an unknown one', async () => {
    const res = await t.api(templatesApi.template, { id: 'employee-engagement' }, { token });
    expect(res.body.code).toBe('00000');
    const types = res.body.data.sections.flatMap((s) => s.questions.map((q) => q.type));
    expect(types).toContain(QuestionType.Matrix);
    expect(types).toContain(QuestionType.Nps);
    const missing = await t.api(templatesApi.template, { id: 'nope' }, { token });
    expect(missing.body.code).toBe('A0404');
  });

  it.each(['customer-satisfaction', 'nps', 'employee-engagement', 'event-feedback', 'product-concept-test'])(
    'creates a survey from %s with its groups, questions, codes and a healthy tree',
    async (templateId) => {
      const made = await t.api(projectsApi.init, { templateId }, { token });
      expect(made.body.code).toBe('00000');
      const detail = (await t.api(templatesApi.template, { id: templateId }, { token })).body.data;
      expect(made.body.data.title).toBe(detail.name);
      const s = await designSession(t, token, made.body.data.code);
      const tree = await s.tree();
      expect(tree.map((group) => group.title)).toEqual(detail.sections.map((section) => section.title));
      expect(tree.map((group) => group.children.length)).toEqual(
        detail.sections.map((section) => section.questions.length),
      );
      const codes = flatten(tree).flatMap((n) => (n.code ? [n.code] : []));
      expect(new Set(codes).size).toBe(codes.length);
      const surveyId = tree[0]!.surveyId;
      expect(
        checkTreeInvariants(createDesignTree(surveyId, await loadDesignRecords(t.database.db, surveyId))),
      ).toEqual([]);
      // The survey is editable like any other.
      expect((await s.edit(nodesApi.add, { what: QuestionType.OpenText })).code).toBe('00000');
    },
  );

  it('refuses an unknown template and creates nothing', async () => {
    const res = await t.api(projectsApi.init, { templateId: 'nope' }, { token });
    expect(res.body.code).toBe('A0404');
  });
});
