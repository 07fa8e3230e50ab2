import { describe, expect, it } from 'vitest';
import { ZNode } from '../model/node.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { toRecords } from './design-tree.ts';
import { buildNestedTree } from './nested.ts';
import { buildSortPayload, moveNode, sortNodes, updatePositions } from './sort-nodes.ts';

function survey() {
  return aSurvey()
    .withGroup('A')
    .withQuestion(1)
    .withQuestion(2)
    .withQuestion(3)
    .withGroup('B')
    .withQuestion(4)
    .build();
}

describe('sortNodes', () => {
  it('applies the changed range of positions', () => {
    const { tree, ids } = survey();
    const [q1, q2, q3] = [ids.Q1, ids.Q2, ids.Q3] as number[];
    const items = [
      { id: q3 as number, parentId: ids.A as number, position: 0 },
      { id: q1 as number, parentId: ids.A as number, position: 1 },
      { id: q2 as number, parentId: ids.A as number, position: 2 },
    ];
    const result = unwrap(sortNodes(tree, { items, dragNodeId: q3, dragDirection: 'up' }));
    expect(result.tree.children.get(ids.A as number)).toEqual([q3, q1, q2]);
    expect(result.change.nodes.updated).toHaveLength(3);
  });

  it('moves across parents and refuses payloads that leave gaps or clashes', () => {
    const { tree, ids } = survey();
    const payload = buildSortPayload(tree, { id: ids.Q1 as number, parentId: ids.B as number, index: 1 });
    const moved = unwrap(sortNodes(tree, payload as NonNullable<typeof payload>));
    expect(moved.tree.children.get(ids.A as number)).toEqual([ids.Q2, ids.Q3]);
    expect(moved.tree.children.get(ids.B as number)).toEqual([ids.Q4, ids.Q1]);
    const partial = { items: [{ id: ids.Q1 as number, parentId: ids.B as number, position: 1 }] };
    expect(sortNodes(tree, partial)).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
    const clash = { items: [{ id: ids.Q3 as number, parentId: ids.A as number, position: 0 }] };
    expect(sortNodes(tree, clash)).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
  });

  it('refuses a group inside a group and unknown nodes', () => {
    const { tree, ids } = survey();
    expect(moveNode(tree, { id: ids.B as number, parentId: ids.A as number, index: 0 })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
    expect(moveNode(tree, { id: 999, parentId: null, index: 0 })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });
});

describe('updatePositions', () => {
  it('reorders within the current parents', () => {
    const { tree, ids } = survey();
    const positionList = [
      { nodeId: ids.Q2 as number, position: 0 },
      { nodeId: ids.Q1 as number, position: 1 },
    ];
    expect(unwrap(updatePositions(tree, { positionList })).tree.children.get(ids.A as number)).toEqual([
      ids.Q2,
      ids.Q1,
      ids.Q3,
    ]);
    expect(updatePositions(tree, { positionList: [{ nodeId: 404, position: 0 }] })).toMatchObject({
      ok: false,
    });
  });
});

describe('buildNestedTree', () => {
  it('returns top-level nodes with options and children in order, trash left out', () => {
    const { tree, ids } = survey();
    const nested = buildNestedTree({ surveyId: 1, ...toRecords(tree) });
    expect(nested.map((node) => node.title)).toEqual(['A', 'B']);
    expect(nested[0]?.children.map((node) => node.code)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(nested[0]?.children[0]?.options.map((option) => option.title)).toEqual([
      '选项-1',
      '选项-2',
      '选项-3',
    ]);
    expect(nested[1]?.children[0]?.id).toBe(ids.Q4);
    for (const node of nested) expect(ZNode.safeParse(node).success).toBe(true);
  });
});
