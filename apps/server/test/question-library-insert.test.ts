import { type LibraryQuestion, type NodeLibraryBody, nodesApi, questionLibraryApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, surveys } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, flatten, newSurvey, outline } from './support/design.ts';
import { must, saveToLibrary } from './support/question-library.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
/** A survey with two saved questions: a matrix with renamed options, and a rating. */
let source: DesignSession;
let matrix: LibraryQuestion;
let rating: LibraryQuestion;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'ines', 'ines-pass-1'));
  source = await designSession(t, token, await newSurvey(t, token));
  const matrixId = await source.add(QuestionType.Matrix);
  await source.edit(nodesApi.update, { id: matrixId, title: 'How good is each?' });
  const ratingId = await source.add(QuestionType.Rate);
  matrix = await saveToLibrary(t, token, { surveyCode: source.code, nodeId: matrixId });
  rating = await saveToLibrary(t, token, { surveyCode: source.code, nodeId: ratingId });
});
afterAll(() => t.close());

/** A survey with a group holding Q1 and Q2. */
async function target() {
  const s = await designSession(t, token, await newSurvey(t, token));
  const [group] = await s.tree();
  const q1 = await s.add(QuestionType.SingleChoice, { parentId: group!.id });
  const q2 = await s.add(QuestionType.OpenText, { afterId: q1 });
  return { s, group: group!.id, q1, q2 };
}

type InsertInput = NodeLibraryBody;
/** Some tests send what the schema refuses on purpose (an empty list, a foreign id): typed loosely. */
const insert = (s: DesignSession, body: Partial<InsertInput>, options?: { version?: number | null }) =>
  s.edit(nodesApi.insertFromLibrary, body as never, options);

describe('POST nodes/library', () => {
  it('puts saved and system questions after the node, in order, with new codes and their options', async () => {
    const { s, group, q1, q2 } = await target();
    const res = await insert(s, { ids: [matrix.id, 'gender', rating.id], afterId: q1 });
    expect(res.code).toBe('00000');
    const added = res.data.change.nodes.inserted;
    expect(added.map((n) => [n.code, n.type, n.parentId, n.position])).toEqual([
      ['Q3', QuestionType.Matrix, group, 1],
      ['Q4', QuestionType.SingleChoice, group, 2],
      ['Q5', QuestionType.Rate, group, 3],
    ]);
    expect(res.data.change.nodes.updated.map((n) => [n.id, n.position])).toEqual([[q2, 4]]);
    const tree = flatten(await s.tree());
    expect(tree.map((n) => n.code)).toEqual([null, 'Q1', 'Q3', 'Q4', 'Q5', 'Q2']);
    const [m, gender] = [tree[2]!, tree[3]!];
    expect(m.title).toBe('How good is each?');
    expect(m.options.map((o) => [o.type, o.code, o.title])).toEqual([
      [1, '1', '选项-1'],
      [1, '2', '选项-2'],
      [1, '3', '选项-3'],
      [2, '1', '子问题-1'],
      [2, '2', '子问题-2'],
      [2, '3', '子问题-3'],
    ]);
    expect(gender.title).toBe('您的性别是？');
    expect(gender.options.map((o) => [o.code, o.title])).toEqual([
      ['1', '男'],
      ['2', '女'],
      ['3', '不愿透露'],
    ]);
    // Fresh rows: the source survey's questions are untouched and share no ids.
    const sourceNodes = flatten(await source.tree());
    const sourceOptionIds = new Set(sourceNodes.flatMap((n) => n.options.map((o) => o.id)));
    expect(sourceNodes.map((n) => n.code)).toEqual([null, 'Q1', 'Q2']);
    expect(m.options.some((o) => sourceOptionIds.has(o.id))).toBe(false);
  });

  it('writes system questions in the caller’s language', async () => {
    const { s } = await target();
    const res = await t.api(
      nodesApi.insertFromLibrary,
      { surveyCode: s.code, ids: ['nps-recommend', 'contact-info'] },
      { token, version: s.version, headers: { 'accept-language': 'en' } },
    );
    expect(res.body.code).toBe('00000');
    const [nps, form] = res.body.data.change.nodes.inserted;
    expect(nps).toMatchObject({ type: QuestionType.Nps, setting: { min: 0, max: 10 }, parentId: null });
    expect(form!.title).toBe('Please leave your contact details');
    const fields = res.body.data.change.options.inserted.filter((o) => o.nodeId === form!.id);
    expect(fields.map((o) => [o.title, o.required])).toEqual([
      ['Name', true],
      ['Mobile number', true],
      ['E-mail', false],
    ]);
  });

  it('places like adding a node: first or last in a parent', async () => {
    const { s, group } = await target();
    const first = await insert(s, { ids: ['gender'], parentId: group, afterId: null });
    expect(first.data.change.nodes.inserted[0]).toMatchObject({ parentId: group, position: 0 });
    const last = await insert(s, { ids: ['age-band'], parentId: group });
    expect(last.data.change.nodes.inserted[0]).toMatchObject({ parentId: group, position: 3 });
    expect(outline(await s.tree())).toEqual([
      { 分组1: ['您的性别是？', '点击编写问题文本', '点击编写问题文本', '您的年龄是？'] },
    ]);
  });

  it('answers each refusal with its code and changes nothing', async () => {
    const { s, q1 } = await target();
    const before = await s.tree();
    const version = s.version;
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [987654] }, 'A0404'],
      [{ ids: ['gender', 'no-such-question'] }, 'A0404'],
      [{ ids: ['gender'], afterId: 987654 }, 'A0404'],
      [{ ids: ['gender'], parentId: q1 }, 'A0400'],
      [{ ids: [] }, 'A0400'],
      [{ ids: ['12'] }, 'A0400'],
      [{ ids: ['gender'], surveyCode: 'NOPE1234' }, 'A1100'],
    ];
    for (const [body, code] of cases) expect((await insert(s, body)).code, JSON.stringify(body)).toBe(code);
    expect((await insert(s, { ids: ['gender'] }, { version: version - 1 })).code).toBe('A0120');
    expect(await s.tree()).toEqual(before);
    expect(s.version).toBe(version);
  });

  it('refuses to pass 1,000 questions (A0211) but fills up to it', async () => {
    const { s } = await target();
    const survey = (await t.database.db.select().from(surveys).where(eq(surveys.code, s.code)))[0]!;
    await t.database.db.insert(nodes).values(
      Array.from({ length: 997 }, (_, i) => ({
        surveyId: survey.id,
        parentId: null,
        model: 1,
        type: QuestionType.OpenText,
        code: `Q${i + 10}`,
        title: `q${i}`,
        position: i + 1,
      })),
    );
    // Rows written behind the server's back: raise the version as an edit would.
    await t.database.db
      .update(surveys)
      .set({ editVersion: survey.editVersion + 1 })
      .where(eq(surveys.id, survey.id));
    await s.tree();
    expect((await insert(s, { ids: ['gender', 'age-band'] })).code).toBe('A0211');
    const last = await insert(s, { ids: ['gender'] });
    expect(last.code).toBe('00000');
    expect(last.data.change.nodes.inserted[0]!.code).toBe('Q1007');
  });

  it('inserts the same library question twice when asked twice', async () => {
    const { s } = await target();
    const res = await insert(s, { ids: [rating.id, rating.id] });
    expect(res.data.change.nodes.inserted.map((n) => n.code)).toEqual(['Q3', 'Q4']);
    const library = await must(t, questionLibraryApi.list, {}, token);
    expect(library.total).toBe(2);
  });
});
