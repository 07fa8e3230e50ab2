import { fullPath, nodesApi, optionsApi, trashApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, surveys } from '../src/db/schema/index.ts';
import { type DesignSession, designSession, flatten, newSurvey, outline } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'nora', 'nora-pass-1'));
});
afterAll(() => t.close());

async function fresh(): Promise<DesignSession> {
  return designSession(t, token, await newSurvey(t, token));
}
const surveyRow = async (code: string) =>
  (await t.database.db.select().from(surveys).where(eq(surveys.code, code)))[0]!;

describe('GET nodes', () => {
  it('answers the nested tree of a new survey: its first group, and the edit version', async () => {
    const s = await fresh();
    const tree = await s.tree();
    expect(outline(tree)).toEqual(['分组1']);
    expect(s.version).toBe((await surveyRow(s.code)).editVersion);
  });

  it('gives an emptied survey a first group again', async () => {
    const s = await fresh();
    const [group] = await s.tree();
    expect((await s.edit(nodesApi.remove, { id: group!.id })).code).toBe('00000');
    expect(await s.tree()).toHaveLength(1);
  });
});

describe('adding nodes', () => {
  it('adds a required question with default title, code and options into the group', async () => {
    const s = await fresh();
    const [group] = await s.tree();
    const res = await s.edit(nodesApi.add, { what: QuestionType.SingleChoice, parentId: group!.id });
    expect(res.code).toBe('00000');
    const [question] = res.data.change.nodes.inserted;
    expect(question).toMatchObject({
      type: 1,
      model: 1,
      code: 'Q1',
      title: '点击编写问题文本',
      parentId: group!.id,
    });
    expect(question!.setting.required).toBe(true);
    expect(res.data.change.options.inserted.map((o) => [o.code, o.title])).toEqual([
      ['1', '选项-1'],
      ['2', '选项-2'],
      ['3', '选项-3'],
    ]);
    expect(res.data.saved).toMatchObject({ status: 0, relaunch: false, version: s.version });
  });

  it('inserts after the current question and names things in the caller’s language', async () => {
    const s = await fresh();
    const [group] = await s.tree();
    const first = await s.add(QuestionType.OpenText, { parentId: group!.id });
    await s.add(QuestionType.Rate, { afterId: first });
    const between = await t.api(
      nodesApi.add,
      { surveyCode: s.code, what: QuestionType.MultipleChoice, afterId: first },
      { token, version: s.version, headers: { 'accept-language': 'en' } },
    );
    expect(between.body.code).toBe('00000');
    const children = (await s.tree())[0]!.children;
    expect(children.map((n) => n.type)).toEqual([3, 2, 4]);
    expect(children[1]!.title).toBe('Click to write the question text');
    expect(children[1]!.options.map((o) => o.title)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(children.map((n) => n.position)).toEqual([0, 1, 2]);
  });

  it('refuses an unknown type and a missing anchor, changing nothing', async () => {
    const s = await fresh();
    const before = s.version;
    expect((await s.edit(nodesApi.add, { what: 77 })).code).toBe('A0400');
    expect((await s.edit(nodesApi.add, { what: 1, afterId: 999999 })).code).toBe('A0404');
    expect((await s.tree()).length).toBe(1);
    expect(s.version).toBe(before);
  });

  it('refuses the 1,001st question (A0211)', async () => {
    const s = await fresh();
    const survey = await surveyRow(s.code);
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      surveyId: survey.id,
      parentId: null,
      model: 1,
      type: QuestionType.OpenText,
      code: `Q${i + 1}`,
      title: `q${i}`,
      position: i + 1,
    }));
    await t.database.db.insert(nodes).values(rows);
    // Rows written behind the server's back: raise the version as an edit would.
    await t.database.db
      .update(surveys)
      .set({ editVersion: survey.editVersion + 1 })
      .where(eq(surveys.id, survey.id));
    await s.tree();
    const res = await s.edit(nodesApi.add, { what: QuestionType.OpenText });
    expect(res.code).toBe('A0211');
    expect((await s.edit(nodesApi.add, { what: 'group' })).code).toBe('00000');
  });
});

describe('the edit version (x-node-v)', () => {
  it('refuses a stale version with A0120 and the current one, and changes nothing', async () => {
    const s = await fresh();
    const stale = s.version;
    await s.add(QuestionType.OpenText);
    const res = await s.edit(nodesApi.add, { what: QuestionType.Rate }, { version: stale });
    expect(res.code).toBe('A0120');
    expect(res.data).toEqual({ version: s.version });
    expect(flatten(await s.tree()).map((n) => n.type)).toEqual([0, 3]);
  });

  it('lets two editors take turns: the second reloads after a refusal', async () => {
    const s = await fresh();
    const other = await designSession(t, token, s.code);
    await s.add(QuestionType.OpenText);
    expect((await other.edit(nodesApi.add, { what: QuestionType.Rate })).code).toBe('A0120');
    await other.tree();
    expect((await other.edit(nodesApi.add, { what: QuestionType.Rate })).code).toBe('00000');
    expect(flatten(await s.tree()).map((n) => n.type)).toEqual([0, 3, 4]);
  });

  it('refuses a version that is not a whole number', async () => {
    const s = await fresh();
    // A version header the typed caller cannot send (it takes a number).
    const res = await t.call('POST', fullPath(nodesApi.add), {
      token,
      body: { surveyCode: s.code, what: 1 },
      headers: { 'x-node-v': 'abc' },
    });
    expect(res.body.code).toBe('A0400');
  });
});

describe('the publishing rule', () => {
  it('keeps a published survey published with relaunch set and the save time of the edit', async () => {
    const s = await fresh();
    await t.database.db.update(surveys).set({ status: 1 }).where(eq(surveys.code, s.code));
    const res = await s.edit(nodesApi.add, { what: QuestionType.OpenText });
    expect(res.data.saved).toMatchObject({ status: 1, relaunch: true });
    const row = await surveyRow(s.code);
    expect(row.status).toBe(1);
    expect(row.relaunch).toBe(true);
    expect(row.saveTime.getTime()).toBe(res.data.saved.saveTime);
  });

  it('keeps an ended survey ended with relaunch set', async () => {
    const s = await fresh();
    await t.database.db.update(surveys).set({ status: 2 }).where(eq(surveys.code, s.code));
    const res = await s.edit(nodesApi.add, { what: QuestionType.OpenText });
    expect(res.data.saved).toMatchObject({ status: 2, relaunch: true });
  });
});

describe('editing nodes', () => {
  it('sanitises titles and checks settings against the question type', async () => {
    const s = await fresh();
    const id = await s.add(QuestionType.OpenText);
    const res = await s.edit(nodesApi.update, {
      id,
      title: '<b>Age</b><script>alert(1)</script>',
      label: 'age',
    });
    expect(res.code).toBe('00000');
    expect(res.data.change.nodes.updated[0]!.title).toBe('<b>Age</b>');
    const bad = await s.edit(nodesApi.update, { id, setting: { required: 'yes' } });
    expect(bad.code).toBe('A0400');
    expect(bad.message).toContain('required');
    expect((await s.edit(nodesApi.update, { id: 424242, title: 'x' })).code).toBe('A0404');
  });

  it('refuses settings and options a type cannot honour (issue 18/14)', async () => {
    const s = await fresh();
    const rate = await s.add(QuestionType.Rate);
    const nps = await s.add(QuestionType.Nps);
    const refusal = async (id: number, setting: Record<string, unknown>) => {
      const res = await s.edit(nodesApi.update, { id, setting });
      return [res.code, res.message];
    };
    expect(await refusal(rate, { min: 7, max: 3 })).toEqual(['A0400', expect.stringContaining('max')]);
    expect(await refusal(rate, { shade: 'blue' })).toEqual(['A0400', expect.stringContaining('shade')]);
    expect(await refusal(nps, { max: 100 })).toEqual(['A0400', expect.stringContaining('max')]);
    const row = await s.edit(optionsApi.save, { nodeId: rate, type: 2, count: 1 });
    expect(row.code).toBe('A0400');
    const stored = (await t.database.db.select().from(nodes).where(eq(nodes.id, rate)))[0]!;
    expect(stored.setting).toMatchObject({ min: 1, max: 5 });
    expect(stored.setting).not.toHaveProperty('shade');
    expect((await s.edit(nodesApi.update, { id: rate, setting: { min: 0, max: 10 } })).code).toBe('00000');
  });

  it('copies a question right after the original with a new code and its options', async () => {
    const s = await fresh();
    const id = await s.add(QuestionType.SingleChoice);
    await s.add(QuestionType.OpenText, { afterId: id });
    const res = await s.edit(nodesApi.copy, { id });
    expect(res.code).toBe('00000');
    const siblings = (await s.tree()).slice(1);
    expect(siblings.map((n) => n.code)).toEqual(['Q1', 'Q3', 'Q2']);
    expect(siblings[1]!.options.map((o) => o.title)).toEqual(['选项-1', '选项-2', '选项-3']);
    expect(siblings[1]!.options.map((o) => o.id)).not.toEqual(siblings[0]!.options.map((o) => o.id));
  });

  it('sorts by the changed range and refuses a payload that leaves gaps, moving nothing', async () => {
    const s = await fresh();
    const [group] = await s.tree();
    const a = await s.add(QuestionType.OpenText, { parentId: group!.id });
    const b = await s.add(QuestionType.Rate, { afterId: a });
    const c = await s.add(QuestionType.Date, { afterId: b });
    const bad = await s.edit(nodesApi.sort, { items: [{ id: c, parentId: group!.id, position: 0 }] });
    expect(bad.code).toBe('A0400');
    const res = await s.edit(nodesApi.sort, {
      items: [
        { id: c, parentId: group!.id, position: 0 },
        { id: a, parentId: group!.id, position: 1 },
        { id: b, parentId: group!.id, position: 2 },
      ],
      dragNodeId: c,
    });
    expect(res.code).toBe('00000');
    expect((await s.tree())[0]!.children.map((n) => n.id)).toEqual([c, a, b]);
    const moved = await s.edit(nodesApi.position, {
      positionList: [
        { nodeId: b, position: 0 },
        { nodeId: c, position: 1 },
        { nodeId: a, position: 2 },
      ],
    });
    expect(moved.code).toBe('00000');
    expect((await s.tree())[0]!.children.map((n) => n.id)).toEqual([b, c, a]);
  });

  it('sets codes singly and in batch, refusing duplicates (A0101) and bad formats (A0103)', async () => {
    const s = await fresh();
    const a = await s.add(QuestionType.OpenText);
    const b = await s.add(QuestionType.OpenText, { afterId: a });
    expect((await s.edit(nodesApi.code, { items: [{ id: a, code: 'age' }] })).code).toBe('00000');
    expect((await s.edit(nodesApi.code, { items: [{ id: b, code: 'age' }] })).code).toBe('A0101');
    expect((await s.edit(nodesApi.code, { items: [{ id: b, code: '9lives' }] })).code).toBe('A0103');
    const swap = await s.edit(nodesApi.code, {
      items: [
        { id: a, code: 'Q2' },
        { id: b, code: 'age' },
      ],
    });
    expect(swap.code).toBe('00000');
    const codes = flatten(await s.tree()).map((n) => n.code);
    expect(codes).toEqual([null, 'Q2', 'age']);
  });

  it('codes every question from a prefix, in sequence or by group', async () => {
    const s = await fresh();
    const [group] = await s.tree();
    const a = await s.add(QuestionType.OpenText, { parentId: group!.id });
    await s.add(QuestionType.Rate, { afterId: a });
    const second = await s.add('group');
    await s.add(QuestionType.Date, { parentId: second });
    expect((await s.edit(nodesApi.autoCode, { prefix: 'A', mode: 'sequential' })).code).toBe('00000');
    expect(flatten(await s.tree()).flatMap((n) => (n.code ? [n.code] : []))).toEqual(['A1', 'A2', 'A3']);
    expect((await s.edit(nodesApi.autoCode, { prefix: 'S', mode: 'group' })).code).toBe('00000');
    expect(flatten(await s.tree()).flatMap((n) => (n.code ? [n.code] : []))).toEqual([
      'S1.1',
      'S1.2',
      'S2.1',
    ]);
    expect((await s.edit(nodesApi.autoCode, { prefix: '1bad', mode: 'group' })).code).toBe('A0103');
  });

  it('links a question’s options to an earlier one and unlinks it', async () => {
    const s = await fresh();
    const source = await s.add(QuestionType.MultipleChoice);
    const target = await s.add(QuestionType.SingleChoice, { afterId: source });
    const linked = await s.edit(nodesApi.link, { id: target, sourceId: source });
    expect(linked.code).toBe('00000');
    const info = await s.get(nodesApi.info, { id: target });
    expect(info.data.joinId).toBe(source);
    // The source's options come first as mirrors; the question's own follow, recoded after them.
    expect(info.data.options.map((o) => [o.code, o.joinId > 0])).toEqual([
      ['1', true],
      ['2', true],
      ['3', true],
      ['4', false],
      ['5', false],
      ['6', false],
    ]);
    expect((await s.edit(nodesApi.link, { id: target, sourceId: 0 })).code).toBe('00000');
    expect((await s.get(nodesApi.info, { id: target })).data.joinId).toBe(0);
  });

  it('sets and clears a loop’s source question', async () => {
    const s = await fresh();
    const source = await s.add(QuestionType.MultipleChoice);
    const loop = await s.add(QuestionType.Loop, { afterId: source });
    await s.add(QuestionType.OpenText, { parentId: loop });
    expect((await s.edit(nodesApi.updateLoop, { id: loop, sourceId: source, mode: 0 })).code).toBe('00000');
    expect((await s.get(nodesApi.info, { id: loop })).data.loopId).toBe(source);
    expect((await s.edit(nodesApi.updateLoop, { id: source, sourceId: source })).code).toBe('A0400');
    expect((await s.edit(nodesApi.closeLoop, { id: loop })).code).toBe('00000');
    const info = await s.get(nodesApi.info, { id: loop });
    expect(info.data.loopId).toBeNull();
    expect(info.data.children).toHaveLength(1);
  });

  it('lists the survey’s nodes flat with question numbers', async () => {
    const s = await fresh();
    const a = await s.add(QuestionType.OpenText);
    const text = await s.add(QuestionType.Text, { afterId: a });
    await s.add(QuestionType.Rate, { afterId: text });
    const list = await s.get(nodesApi.projectNodes);
    expect(list.data.map((n) => [n.type, n.number])).toEqual([
      [0, null],
      [3, 1],
      [90, null],
      [4, 2],
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('declares every node and trash call with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    const expected = [...Object.values(nodesApi), ...Object.values(trashApi)].map(fullPath);
    expect(paths).toEqual(expect.arrayContaining(expected));
    const add = res.json().paths[fullPath(nodesApi.add)].post;
    expect(JSON.stringify(add.requestBody)).toContain('surveyCode');
  });
});
