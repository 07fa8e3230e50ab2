import { moveNode, QuestionType, updateNode } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { unwrap } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { nodeViewOf } from './node-view.ts';

function survey() {
  return aSurvey()
    .withGroup('G1')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .withQuestion(QuestionType.OpenText, { code: 'Q2' })
    .build();
}

describe('question views for the canvas', () => {
  it('stay the same object while the record and options are unchanged', () => {
    const { tree, ids } = survey();
    const q1 = ids.Q1 as number;
    expect(nodeViewOf(tree, q1)).toBe(nodeViewOf(tree, q1));
    expect(nodeViewOf(tree, q1)?.options).toHaveLength(3);
  });

  it('stay the same object for a new record with the same content (a sort sent, the server answer)', () => {
    const { tree, ids } = survey();
    const q1 = ids.Q1 as number;
    const before = nodeViewOf(tree, q1);
    const record = tree.nodes.get(q1);
    const copy = structuredClone(record);
    const nodes = new Map(tree.nodes);
    if (copy) nodes.set(q1, copy);
    expect(nodeViewOf({ ...tree, nodes }, q1)).toBe(before);
  });

  it('change when the question moves or changes', () => {
    const { tree, ids } = survey();
    const q1 = ids.Q1 as number;
    const before = nodeViewOf(tree, q1);
    const moved = unwrap(moveNode(tree, { id: q1, parentId: ids.G1 as number, index: 1 })).tree;
    expect(nodeViewOf(moved, q1)).not.toBe(before);
    expect(nodeViewOf(moved, q1)?.position).toBe(1);
    const retitled = unwrap(updateNode(tree, { id: q1, patch: { title: 'Age' } })).tree;
    expect(nodeViewOf(retitled, q1)?.title).toBe('Age');
  });
});
