import type { LinkedLogic } from '@cairn/contract';
import { flowApi, nodesApi } from '@cairn/contract';
import { type Node, NodeModel, Operator, QuestionType } from '@cairn/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DesignSession, designSession, flatten, newSurvey } from './support/design.ts';
import { optionsOf } from './support/options.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Branch paths on the design tab: deleting one keeps the split whole, dragging cannot scatter a
 * split, and path conditions count as logic for the 00001 rule (delete or move what they test).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'brio', 'brio-pass-1'));
});
afterAll(() => t.close());

function shape(nodes: Node[]): string {
  return nodes
    .map((n) => {
      if (n.model === NodeModel.Group) return `G[${shape(n.children)}]`;
      if (n.model === NodeModel.Branch) return `B(${n.setting.name})[${shape(n.children)}]`;
      return n.code ?? 'P';
    })
    .join(' ');
}

/** G[Q1 Q2] B(Fans)[Q3] B(Rest)[] G[Q4], Fans entered when Q1 has its first option or Q2 is answered. */
async function conditionedSplit(): Promise<{ s: DesignSession; q: number[]; a: number; b: number }> {
  const s = await designSession(t, token, await newSurvey(t, token, 'en'));
  const [group] = await s.tree();
  const q = [await s.add(QuestionType.SingleChoice, { parentId: group!.id })];
  for (const type of [QuestionType.MultipleChoice, QuestionType.OpenText, QuestionType.OpenText])
    q.push(await s.add(type, { afterId: q.at(-1)! }));
  const on = await s.edit(flowApi.branchSwitch, { on: true, fromId: q[2]!, toId: q[2]! });
  const [a, b] = on.data.change.nodes.inserted
    .filter((n) => n.model === NodeModel.Branch)
    .map((n) => n.id) as [number, number];
  const yes = (await optionsOf(s, q[0]!)).find((o) => o.type === 1)!.id;
  const condition = {
    relation: 'or' as const,
    nodes: [
      { nodeId: q[0]!, optionType: Operator.Checked, optionIds: [yes] },
      { nodeId: q[1]!, optionType: Operator.Answered },
    ],
  };
  expect((await s.edit(flowApi.updatePath, { id: a, name: 'Fans', condition })).code).toBe('00000');
  expect((await s.edit(flowApi.updatePath, { id: b, name: 'Rest' })).code).toBe('00000');
  expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Fans)[Q3] B(Rest)[] G[Q4]');
  return { s, q, a, b };
}

const conditionOf = async (s: DesignSession, id: number) =>
  flatten(await s.tree()).find((n) => n.id === id)?.setting.condition as {
    nodes: { nodeId: number }[];
  } | null;

describe('branch paths on the design tab', () => {
  it('deleting a path moves its questions after the join; the last one switches branching off', async () => {
    const { s, a, b } = await conditionedSplit();
    expect((await s.edit(nodesApi.remove, { id: a })).code).toBe('00000');
    expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Rest)[] G[Q3 Q4]');
    expect((await s.edit(nodesApi.remove, { id: b })).code).toBe('00000');
    expect(shape(await s.tree())).toBe('G[Q1 Q2] G[Q3 Q4]');
  });

  it('refuses a drag that would put a group between two paths (A0400), changing nothing', async () => {
    const { s, q } = await conditionedSplit();
    const tree = await s.tree();
    const last = tree.at(-1)!;
    const before = s.version;
    const res = await s.edit(nodesApi.sort, {
      items: [
        { id: last.id, parentId: null, position: 2 },
        { id: tree[2]!.id, parentId: null, position: 3 },
      ],
    });
    expect(res.code).toBe('A0400');
    expect(s.version).toBe(before);
    expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Fans)[Q3] B(Rest)[] G[Q4]');
    expect(q).toHaveLength(4);
  });

  it('trashing a question a path condition tests answers 00001 naming the path; forced, the item goes', async () => {
    const { s, q, a } = await conditionedSplit();
    const refused = await s.edit(nodesApi.remove, { id: q[1]! });
    expect(refused.code).toBe('00001');
    expect(refused.data as unknown as LinkedLogic).toEqual({
      rules: [],
      branches: [{ id: a, name: 'Fans', items: [1], nodeIds: [q[1]] }],
    });
    expect(shape(await s.tree())).toBe('G[Q1 Q2] B(Fans)[Q3] B(Rest)[] G[Q4]');

    const forced = await s.edit(nodesApi.remove, { id: q[1]!, force: true });
    expect(forced.code).toBe('00000');
    expect(forced.data.change.nodes.updated.map((n) => n.id)).toContain(a);
    expect((await conditionOf(s, a))?.nodes.map((item) => item.nodeId)).toEqual([q[0]]);
    expect(shape(await s.tree())).toBe('G[Q1] B(Fans)[Q3] B(Rest)[] G[Q4]');
  });

  it('moving a tested question after the split answers 00001; forced, the last item goes and the condition with it', async () => {
    const { s, q, a } = await conditionedSplit();
    const tree = await s.tree();
    const tail = tree.at(-1)!;
    // Q1 and Q2 both go to the group after the split: every item of the condition goes stale.
    const move = {
      items: [
        { id: q[0]!, parentId: tail.id, position: 1 },
        { id: q[1]!, parentId: tail.id, position: 2 },
      ],
    };
    const refused = await s.edit(nodesApi.sort, move);
    expect(refused.code).toBe('00001');
    expect((refused.data as unknown as LinkedLogic).branches).toEqual([
      { id: a, name: 'Fans', items: [0, 1], nodeIds: [q[0], q[1]] },
    ]);
    const forced = await s.edit(nodesApi.sort, { ...move, force: true });
    expect(forced.code).toBe('00000');
    expect(shape(await s.tree())).toBe('G[] B(Fans)[Q3] B(Rest)[] G[Q4 Q1 Q2]');
    expect(await conditionOf(s, a)).toBeNull();
  });

  it('edits that leave conditions alone are not asked about', async () => {
    const { s, q } = await conditionedSplit();
    expect((await s.edit(nodesApi.remove, { id: q[3]! })).code).toBe('00000');
    expect((await s.edit(nodesApi.remove, { id: q[2]! })).code).toBe('00000');
  });
});
