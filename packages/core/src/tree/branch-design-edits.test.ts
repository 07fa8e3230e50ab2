import { describe, expect, it } from 'vitest';
import { Operator } from '../logic/schema.ts';
import { NodeModel, QuestionType } from '../model/enums.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { clearStaleBranchConditions, staleBranchConditions } from './branch-condition-refs.ts';
import { addBranchPath, updateBranchPath } from './branch-paths.ts';
import { switchBranchOn } from './branch-switch.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { deleteNode, deleteNodes } from './delete-node.ts';
import { childIdsOf, type DesignTree, optionsOfNode } from './design-tree.ts';
import { insertNode } from './insert-after.ts';
import { moveNode, updatePositions } from './sort-nodes.ts';

/** Design-tab edits (delete, drag) on branch path rows keep every split one run of paths. */

function outline(tree: DesignTree, parentId: number | null = null): string {
  return childIdsOf(tree, parentId)
    .map((id) => {
      const node = tree.nodes.get(id)!;
      if (node.model === NodeModel.Group) return `G[${outline(tree, id)}]`;
      if (node.model === NodeModel.Branch) return `B(${node.setting.name})[${outline(tree, id)}]`;
      return node.code ?? 'P';
    })
    .join(' ');
}

/** G[Q1] B(Path 1)[Q2 Q3] B(Young)[] B(Path 2)[Q4] … with a group after the split. */
function threePaths() {
  const { tree, ctx, ids } = aSurvey({ lang: 'en' })
    .withGroup()
    .withQuestion(QuestionType.SingleChoice)
    .withQuestion(QuestionType.MultipleChoice)
    .withQuestion(QuestionType.OpenText)
    .withQuestion(QuestionType.OpenText)
    .withQuestion(QuestionType.OpenText)
    .build();
  const on = unwrap(switchBranchOn(tree, { fromId: ids.Q2!, toId: ids.Q3! }, ctx));
  const [a, b] = on.change.nodes.inserted.map((n) => n.id) as [number, number];
  const added = unwrap(addBranchPath(on.tree, { id: a, name: 'Young' }, ctx));
  const c = added.change.nodes.inserted[0]!.id;
  expect(outline(added.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] B(Young)[] B(Path 2)[] G[Q4 Q5]');
  return { tree: added.tree, ctx, ids, a, b, c };
}

describe('deleting a branch path on the design tab', () => {
  it('moves its questions after the join instead of cutting the split in two', () => {
    const { tree, ctx, a } = threePaths();
    const deleted = unwrap(deleteNode(tree, { id: a }, ctx));
    expect(outline(deleted.tree)).toBe('G[Q1] B(Young)[] B(Path 2)[] G[Q2 Q3 Q4 Q5]');
    expect(deleted.change.nodes.deleted).toEqual([a]);
    expect(checkTreeInvariants(deleted.tree)).toEqual([]);
  });

  it('deleting the last path left switches branching off', () => {
    const { tree, ctx, a, b, c } = threePaths();
    const two = unwrap(deleteNodes(tree, { ids: [c, b] }, ctx));
    expect(outline(two.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] G[Q4 Q5]');
    const off = unwrap(deleteNode(two.tree, { id: a }, ctx));
    expect(outline(off.tree)).toBe('G[Q1 Q2 Q3] G[Q4 Q5]');
    expect(checkTreeInvariants(off.tree)).toEqual([]);
  });
});

describe('dragging on the design tab keeps a split together', () => {
  it('refuses to drop a group between two paths of a split', () => {
    const { tree, ids, a } = threePaths();
    const group = tree.nodes.get(ids.Q4!)!.parentId!;
    const at = childIdsOf(tree, null).indexOf(a);
    expect(moveNode(tree, { id: group, parentId: null, index: at + 1 })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['items'] }],
    });
  });

  it('refuses to drag one path row away from the others (positions too)', () => {
    const { tree, c } = threePaths();
    expect(moveNode(tree, { id: c, parentId: null, index: 0 })).toMatchObject({ ok: false });
    const top = childIdsOf(tree, null);
    const last = top.length - 1;
    const swapped = [
      { nodeId: c, position: last },
      { nodeId: top[last]!, position: top.indexOf(c) },
    ];
    expect(updatePositions(tree, { positionList: swapped })).toMatchObject({ ok: false });
  });

  it('still moves questions into, out of and between paths', () => {
    const { tree, ids, a, c } = threePaths();
    const moved = unwrap(moveNode(tree, { id: ids.Q2!, parentId: c, index: 0 }));
    expect(outline(moved.tree)).toBe('G[Q1] B(Path 1)[Q3] B(Young)[Q2] B(Path 2)[] G[Q4 Q5]');
    const out = unwrap(moveNode(moved.tree, { id: ids.Q3!, parentId: null, index: 0 }));
    expect(outline(out.tree)).toBe('Q3 G[Q1] B(Path 1)[] B(Young)[Q2] B(Path 2)[] G[Q4 Q5]');
    expect(checkTreeInvariants(out.tree)).toEqual([]);
    expect(childIdsOf(out.tree, a)).toEqual([]);
  });
});

describe('adding on the design tab next to a branch path', () => {
  it('a group added after a question in a path, or anything after a path row, goes after the split', () => {
    const { tree, ctx, ids, a } = threePaths();
    const group = unwrap(insertNode(tree, { what: 'group', afterId: ids.Q2! }, ctx));
    expect(outline(group.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] B(Young)[] B(Path 2)[] G[] G[Q4 Q5]');
    const question = unwrap(insertNode(tree, { what: QuestionType.OpenText, afterId: a }, ctx));
    expect(outline(question.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] B(Young)[] B(Path 2)[] Q6 G[Q4 Q5]');
    // A question after a question in a path stays in that path.
    const inside = unwrap(insertNode(tree, { what: QuestionType.OpenText, afterId: ids.Q2! }, ctx));
    expect(outline(inside.tree)).toBe('G[Q1] B(Path 1)[Q2 Q6 Q3] B(Young)[] B(Path 2)[] G[Q4 Q5]');
  });
});

describe('branch conditions as logic (00001)', () => {
  function conditioned() {
    const made = threePaths();
    const { tree, ids, a } = made;
    const yes = optionsOfNode(tree, ids.Q1!).find((o) => o.type === 1)!.id;
    const condition = {
      nodes: [
        { nodeId: ids.Q1!, optionType: Operator.Checked, optionIds: [yes] },
        { nodeId: ids.Q1!, optionType: Operator.Answered },
      ],
    };
    return { ...made, tree: unwrap(updateBranchPath(tree, { id: a, condition })).tree };
  }

  it('trashing a tested question makes every item on it stale; clearing them leaves no condition', () => {
    const { tree, ctx, ids, a } = conditioned();
    const trashed = unwrap(deleteNode(tree, { id: ids.Q1! }, ctx)).tree;
    const stale = staleBranchConditions(tree, trashed);
    expect(stale).toEqual([{ id: a, name: 'Path 1', items: [0, 1], nodeIds: [ids.Q1] }]);
    const cleared = unwrap(clearStaleBranchConditions(trashed, stale));
    expect(cleared.tree.nodes.get(a)!.setting.condition).toBeNull();
    expect(cleared.change.nodes.updated.map((n) => n.id)).toEqual([a]);
  });

  it('moving the tested question into a path is stale; edits elsewhere and already-stale items are not', () => {
    const { tree, ctx, ids, a, c } = conditioned();
    const moved = unwrap(moveNode(tree, { id: ids.Q1!, parentId: c, index: 0 })).tree;
    expect(staleBranchConditions(tree, moved).map((s) => s.id)).toEqual([a]);
    const elsewhere = unwrap(deleteNode(moved, { id: ids.Q5! }, ctx)).tree;
    expect(staleBranchConditions(moved, elsewhere)).toEqual([]);
    expect(staleBranchConditions(tree, unwrap(deleteNode(tree, { id: ids.Q4! }, ctx)).tree)).toEqual([]);
  });
});
