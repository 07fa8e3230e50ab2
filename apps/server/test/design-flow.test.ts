import { flowApi, fullPath, type TreeEdited } from '@cairn/contract';
import { type Node, NodeModel, Operator, QuestionType } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { type AnyCall, codesOf, type DesignSession, designSession, newSurvey } from './support/design.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'flora', 'flora-pass-1'));
});
afterAll(() => t.close());

/** The tree as `G[Q1] B(路径-1)[Q2]`: codes for questions, setting names for paths (zh, the default language). */
function shape(nodes: Node[]): string {
  return nodes
    .map((n) => {
      if (n.model === NodeModel.Group) return `G[${shape(n.children)}]`;
      if (n.model === NodeModel.Branch) return `B(${n.setting.name})[${shape(n.children)}]`;
      return n.code ?? 'P';
    })
    .join(' ');
}

/** A survey with one group of a single choice, a multiple choice and two open questions. */
async function fourQuestions(): Promise<{ s: DesignSession; q: number[] }> {
  const s = await designSession(t, token, await newSurvey(t, token, 'en'));
  const [group] = await s.tree();
  const q = [await s.add(QuestionType.SingleChoice, { parentId: group!.id })];
  for (const type of [QuestionType.MultipleChoice, QuestionType.OpenText, QuestionType.OpenText])
    q.push(await s.add(type, { afterId: q.at(-1)! }));
  return { s, q };
}

async function sources(s: DesignSession, branchId: number, auth = token) {
  return (await t.api(flowApi.conditionSources, { surveyCode: s.code, branchId }, { token: auth })).body;
}

const pathsOf = (res: { data: TreeEdited }) =>
  res.data.change.nodes.inserted.filter((n) => n.model === NodeModel.Branch).map((n) => n.id);

describe('branch switch', () => {
  it('turns branching on around a selection and off again, version by version', async () => {
    const { s, q } = await fourQuestions();
    const on = await s.edit(flowApi.branchSwitch, { on: true, fromId: q[1]!, toId: q[2]! });
    expect(on.code).toBe('00000');
    expect(shape(await s.tree())).toBe('G[Q1] B(路径-1)[Q2 Q3] B(路径-2)[] G[Q4]');
    const [first, second] = pathsOf(on) as [number, number];
    const row = (await t.database.db.select().from(surveys).where(eq(surveys.code, s.code)))[0]!;
    expect(row.editVersion).toBe(s.version);

    const off = await s.edit(flowApi.branchSwitch, { on: false, id: second });
    expect(off.code).toBe('00000');
    expect(off.data.change.nodes.deleted.sort()).toEqual([first, second].sort());
    expect(shape(await s.tree())).toBe('G[Q1 Q2 Q3] G[Q4]');
  });

  it('refuses a run that is not questions of one group, and a stale version, changing nothing', async () => {
    const { s, q } = await fourQuestions();
    const [group] = await s.tree();
    expect((await s.edit(flowApi.branchSwitch, { on: true, fromId: q[2]!, toId: q[0]! })).code).toBe('A0400');
    expect((await s.edit(flowApi.branchSwitch, { on: true, fromId: group!.id })).code).toBe('A0400');
    expect((await s.edit(flowApi.branchSwitch, { on: false, id: q[0]! })).code).toBe('A0400');
    expect(
      (await s.edit(flowApi.branchSwitch, { on: true, fromId: q[1]! }, { version: s.version - 1 })).code,
    ).toBe('A0120');
    expect((await s.edit(flowApi.branchSwitch, { on: 'yes' as never, fromId: q[1]! })).code).toBe('A0400');
    expect(shape(await s.tree())).toBe('G[Q1 Q2 Q3 Q4]');
  });
});

describe('paths and conditions', () => {
  it('adds, renames, conditions, sorts and removes paths', async () => {
    const { s, q } = await fourQuestions();
    const [a, b] = pathsOf(await s.edit(flowApi.branchSwitch, { on: true, fromId: q[2]!, toId: q[2]! })) as [
      number,
      number,
    ];
    const found = await sources(s, a);
    expect(found.code).toBe('00000');
    expect(found.data.nodes.map((n) => [n.code, n.type])).toEqual([
      ['Q1', QuestionType.SingleChoice],
      ['Q2', QuestionType.MultipleChoice],
    ]);
    const [yes] = found.data.nodes[0]!.options;
    const condition = {
      relation: 'or' as const,
      nodes: [{ nodeId: q[0]!, optionType: Operator.Checked, optionIds: [yes!.id] }],
    };
    const named = await s.edit(flowApi.updatePath, { id: a, name: 'Fans', condition });
    expect(named.code).toBe('00000');
    expect(named.data.change.nodes.updated[0]!.setting).toMatchObject({
      name: 'Fans',
      condition: { relation: 'or', nodes: [{ nodeId: q[0], optionIds: [yes!.id], subId: null }] },
    });
    // Questions after the split, and options of another question, are refused with the item named.
    const later = await s.edit(flowApi.updatePath, {
      id: b,
      condition: { nodes: [{ nodeId: q[3]!, optionType: Operator.Answered }] },
    });
    expect(later.code).toBe('A0400');
    expect(later.message).toContain('condition.nodeId: a path condition tests a question before the split');
    const stray = await s.edit(flowApi.updatePath, {
      id: b,
      condition: { nodes: [{ nodeId: q[1]!, optionType: Operator.Checked, optionIds: [yes!.id] }] },
    });
    expect(stray.code).toBe('A0400');

    const added = await s.edit(flowApi.addPath, { id: b, name: 'Others' });
    const c = added.data.change.nodes.inserted[0]!.id;
    expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Fans)[Q3] B(路径-2)[] B(Others)[] G[Q4]');
    expect((await s.edit(flowApi.sortPaths, { ids: [c, a, b] })).code).toBe('00000');
    expect((await s.edit(flowApi.sortPaths, { ids: [c, a] })).code).toBe('A0400');
    expect((await s.edit(flowApi.removePath, { id: a })).code).toBe('00000');
    expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Others)[] B(路径-2)[] G[Q3 Q4]');
    expect((await sources(s, q[0]!)).code).toBe('A0404');
  });
});

describe('order modes', () => {
  it('sets random order with a fixed option and refuses ids it does not order', async () => {
    const { s, q } = await fourQuestions();
    const [group] = await s.tree();
    const options = group!.children[0]!.options.map((o) => o.id);
    const res = await s.edit(flowApi.order, { id: q[0]!, order: 1, fixedIds: [options.at(-1)!] });
    expect(res.code).toBe('00000');
    expect(res.data.change.nodes.updated[0]!.setting).toMatchObject({
      order: 1,
      fixed_ids: [options.at(-1)],
    });
    expect((await s.edit(flowApi.order, { id: group!.id, order: 3, fixedIds: [q[3]!] })).code).toBe('00000');
    expect((await s.edit(flowApi.order, { id: group!.id, order: 1, fixedIds: [options[0]!] })).code).toBe(
      'A0400',
    );
    expect((await s.edit(flowApi.order, { id: q[2]!, order: 1 })).code).toBe('A0400');
    expect((await s.edit(flowApi.order, { id: q[0]!, order: 5 })).code).toBe('A0400');
  });
});

describe('another user', () => {
  it('without rights gets A5211 on every flow edit and A0403 on the condition sources', async () => {
    const { s, q } = await fourQuestions();
    const [a] = pathsOf(await s.edit(flowApi.branchSwitch, { on: true, fromId: q[1]! })) as [number];
    const before = await s.tree();
    const stranger = await registerAndLogin(t, 'flowstranger', 'stranger-pass-1');
    const edits: AnyCall[] = [
      [flowApi.branchSwitch, { on: true, fromId: q[0] }],
      [flowApi.branchSwitch, { on: false, id: a }],
      [flowApi.addPath, { id: a }],
      [flowApi.updatePath, { id: a, name: 'Mine' }],
      [flowApi.removePath, { id: a }],
      [flowApi.sortPaths, { ids: [a] }],
      [flowApi.order, { id: q[0], order: 1 }],
    ];
    const codes = await codesOf(t, edits, { token: stranger.token, surveyCode: s.code, version: s.version });
    expect(codes).toEqual(edits.map(([endpoint]) => [endpoint.path, 'A5211']));
    expect((await sources(s, a, stranger.token)).code).toBe('A0403');
    expect(await s.tree()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('lists every flow call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(Object.values(flowApi).map(fullPath)));
  });
});
