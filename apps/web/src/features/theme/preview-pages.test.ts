import { defaultQuestionSnapshot, type Node, NodeAttribute, NodeModel, QuestionType } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { snapshotToNode } from '../library/snapshot-node.ts';
import { previewPages } from './preview-pages.ts';

let nextId = 0;
function question(type: number, parentId: number | null, position: number, extra: Partial<Node> = {}): Node {
  const node = snapshotToNode(defaultQuestionSnapshot(type, 'en')!, ++nextId);
  return { ...node, parentId, position, ...extra };
}
function pageBreak(parentId: number | null, position: number): Node {
  return { ...question(QuestionType.Text, parentId, position), type: QuestionType.PageBreak };
}
function group(position: number, children: Node[] = []): Node {
  const g = { ...question(QuestionType.Text, null, position), model: NodeModel.Group, type: 0 };
  return { ...g, children: children.map((c) => ({ ...c, parentId: g.id })) };
}

describe('theme preview pages', () => {
  it('reads questions depth first through groups, in position order, numbered like the canvas', () => {
    const text = question(QuestionType.Text, null, 0);
    const nps = question(QuestionType.Nps, null, 0);
    const choice = question(QuestionType.SingleChoice, null, 1);
    const pages = previewPages({ version: 1, nodes: [group(1, [nps]), group(0, [choice, text])] });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.map((q) => [q.node.id, q.number])).toEqual([
      [text.id, undefined],
      [choice.id, 1],
      [nps.id, 2],
    ]);
  });

  it('starts a new page at each page break and leaves out hidden and trashed questions', () => {
    const a = question(QuestionType.SingleChoice, null, 0);
    const split = pageBreak(null, 1);
    const hidden = question(QuestionType.OpenText, null, 2, { attribute: NodeAttribute.Hidden });
    const trashed = question(QuestionType.OpenText, null, 3, { deletedAt: '2026-01-01T00:00:00Z' });
    const b = question(QuestionType.OpenText, null, 4);
    const trailing = pageBreak(null, 5);
    const pages = previewPages({ version: 1, nodes: [group(0, [a, split, hidden, trashed, b, trailing])] });
    expect(pages.map((p) => p.map((q) => q.node.id))).toEqual([[a.id], [b.id]]);
  });

  it('is one empty page for a survey without questions', () => {
    expect(previewPages({ version: 1, nodes: [group(0)] })).toEqual([[]]);
  });
});
