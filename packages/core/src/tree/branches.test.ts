import { describe, expect, it } from 'vitest';
import { Operator } from '../logic/schema.ts';
import { NodeModel, QuestionType } from '../model/enums.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { branchConditionSources } from './branch-condition.ts';
import { addBranchPath, removeBranchPath, sortBranchPaths, updateBranchPath } from './branch-paths.ts';
import { switchBranchOff, switchBranchOn } from './branch-switch.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { childIdsOf, type DesignTree, liveNodesInOrder } from './design-tree.ts';

/** The survey as an outline: `G[Q1 Q2] B(Path 1)[Q3] …`, codes for questions, titles for the rest. */
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

function fourQuestions() {
  return aSurvey({ lang: 'en' })
    .withGroup()
    .withQuestion(QuestionType.SingleChoice)
    .withQuestion(QuestionType.MultipleChoice)
    .withQuestion(QuestionType.OpenText)
    .withQuestion(QuestionType.OpenText)
    .build();
}

describe('switching branching on and off', () => {
  it('cuts the group around the selection and keeps reading order', () => {
    const { tree, ctx, ids } = fourQuestions();
    const on = unwrap(switchBranchOn(tree, { fromId: ids.Q2!, toId: ids.Q3! }, ctx));
    expect(outline(on.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] B(Path 2)[] G[Q4]');
    expect(
      liveNodesInOrder(on.tree)
        .filter((n) => n.code)
        .map((n) => n.code),
    ).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(checkTreeInvariants(on.tree)).toEqual([]);
    // Exactly the two paths and the new group are inserted.
    expect(on.change.nodes.inserted.map((n) => n.model)).toEqual([
      NodeModel.Branch,
      NodeModel.Branch,
      NodeModel.Group,
    ]);
    const paths = on.change.nodes.inserted.slice(0, 2);
    expect(new Set(paths.map((p) => p.setting.split)).size).toBe(1);

    const off = unwrap(switchBranchOff(on.tree, { id: paths[1]!.id }));
    expect(outline(off.tree)).toBe('G[Q1 Q2 Q3] G[Q4]');
    expect(off.change.nodes.deleted.sort()).toEqual(paths.map((p) => p.id).sort());
    expect(checkTreeInvariants(off.tree)).toEqual([]);
  });

  it('takes the rest of the group by default; a whole group becomes the path', () => {
    const { tree, ctx, ids } = fourQuestions();
    expect(outline(unwrap(switchBranchOn(tree, { fromId: ids.Q3! }, ctx)).tree)).toBe(
      'G[Q1 Q2] B(Path 1)[Q3 Q4] B(Path 2)[]',
    );
    expect(outline(unwrap(switchBranchOn(tree, { fromId: ids.Q1!, toId: ids.Q2! }, ctx)).tree)).toBe(
      'B(Path 1)[Q1 Q2] B(Path 2)[] G[Q3 Q4]',
    );
    const whole = unwrap(switchBranchOn(tree, { fromId: ids.Q1! }, ctx));
    expect(outline(whole.tree)).toBe('B(Path 1)[Q1 Q2 Q3 Q4] B(Path 2)[]');
    expect(whole.change.nodes.deleted).toHaveLength(1);
    // Off without a group before: the questions stand at the top level where the split was.
    const first = whole.change.nodes.inserted[0]!.id;
    expect(outline(unwrap(switchBranchOff(whole.tree, { id: first })).tree)).toBe('Q1 Q2 Q3 Q4');
  });

  it('refuses a selection that is not a run of questions in a group', () => {
    const { tree, ctx, ids } = fourQuestions();
    expect(switchBranchOn(tree, { fromId: ids.Q3!, toId: ids.Q1! }, ctx)).toMatchObject({ ok: false });
    const group = tree.nodes.get(ids.Q1!)!.parentId!;
    expect(switchBranchOn(tree, { fromId: group }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
    expect(switchBranchOn(tree, { fromId: 999 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
    expect(switchBranchOff(tree, { id: ids.Q1! })).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
  });
});

describe('paths', () => {
  function split() {
    const { tree, ctx, ids } = fourQuestions();
    const on = unwrap(switchBranchOn(tree, { fromId: ids.Q2!, toId: ids.Q3! }, ctx));
    const [a, b] = on.change.nodes.inserted.map((n) => n.id) as [number, number];
    return { tree: on.tree, ctx, ids, a, b };
  }

  it('adds after a path, reorders, removes with questions going after the join', () => {
    const { tree, ctx, a, b } = split();
    const added = unwrap(addBranchPath(tree, { id: a, name: 'Young' }, ctx));
    expect(outline(added.tree)).toBe('G[Q1] B(Path 1)[Q2 Q3] B(Young)[] B(Path 2)[] G[Q4]');
    const c = added.change.nodes.inserted[0]!.id;
    const sorted = unwrap(sortBranchPaths(added.tree, { ids: [b, a, c] }));
    expect(outline(sorted.tree)).toBe('G[Q1] B(Path 2)[] B(Path 1)[Q2 Q3] B(Young)[] G[Q4]');
    expect(sortBranchPaths(added.tree, { ids: [b, a] })).toMatchObject({ ok: false });
    const removed = unwrap(removeBranchPath(sorted.tree, { id: a }));
    expect(outline(removed.tree)).toBe('G[Q1] B(Path 2)[] B(Young)[] G[Q2 Q3 Q4]');
    expect(checkTreeInvariants(removed.tree)).toEqual([]);
    const one = unwrap(removeBranchPath(removed.tree, { id: c }));
    expect(removeBranchPath(one.tree, { id: b })).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
  });

  it('takes conditions over questions before the split only', () => {
    const { tree, ids, a } = split();
    const sources = branchConditionSources(tree, a);
    expect(branchConditionSources(tree, ids.Q1!)).toEqual([]);
    expect(sources.map((s) => s.code)).toEqual(['Q1']);
    const option = sources[0]!.options[0]!.id;
    const condition = { nodes: [{ nodeId: ids.Q1!, optionType: Operator.Checked, optionIds: [option] }] };
    const named = unwrap(updateBranchPath(tree, { id: a, name: ' Fans ', condition }));
    const path = named.change.nodes.updated[0]!;
    expect(path.setting).toMatchObject({
      name: 'Fans',
      condition: { relation: 'and', nodes: [{ optionIds: [option] }] },
    });
    expect(path.title).toBe('Fans');
    const later = { nodes: [{ nodeId: ids.Q2!, optionType: Operator.Answered }] };
    expect(updateBranchPath(tree, { id: a, condition: later })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['condition', 'nodes', 0, 'nodeId'] }],
    });
    const foreign = { nodes: [{ nodeId: ids.Q1!, optionType: Operator.Checked, optionIds: [123456] }] };
    expect(updateBranchPath(tree, { id: a, condition: foreign })).toMatchObject({ ok: false });
    expect(updateBranchPath(tree, { id: a, condition: { nodes: [] } })).toMatchObject({ ok: false });
    expect(updateBranchPath(tree, { id: a, name: '  ' })).toMatchObject({ ok: false });
    const cleared = unwrap(updateBranchPath(named.tree, { id: a, condition: null }));
    expect(cleared.change.nodes.updated[0]!.setting.condition).toBeNull();
  });
});
