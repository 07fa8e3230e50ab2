import { describe, expect, it } from 'vitest';
import { updateNodeCodes } from '../codes/update-node-codes.ts';
import { QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { deleteNode, deleteNodes } from './delete-node.ts';
import { insertNode } from './insert-after.ts';
import { linkQuestion } from './link-options.ts';
import { purgeTrash } from './purge.ts';
import { restoreNode, restoreNodes } from './restore.ts';

describe('deleting', () => {
  it('sends a question to the trash with where it stood', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup('G')
      .withQuestion(1)
      .withQuestion(2)
      .withQuestion(3)
      .build();
    const result = unwrap(deleteNode(tree, { id: ids.Q2 as number }, ctx));
    const trashed = result.change.nodes.updated.find((node) => node.id === ids.Q2) as NodeRecord;
    expect(trashed.deletedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(trashed.parentId).toBeNull();
    expect(trashed.trash).toEqual({
      parentId: ids.G,
      position: 1,
      previousId: ids.Q1,
      nextId: ids.Q3,
      sequence: 1,
    });
    expect(result.tree.children.get(ids.G as number)).toEqual([ids.Q1, ids.Q3]);
    expect(result.change.options.deleted).toEqual([]);
    expect(result.change.nodes.deleted).toEqual([]);
  });

  it('removes a group and promotes its children to its place at the top level', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(1)
      .withGroup('G')
      .withQuestion(2)
      .withQuestion(3)
      .atTopLevel()
      .withQuestion(4)
      .build();
    const result = unwrap(deleteNode(tree, { id: ids.G as number }, ctx));
    expect(result.tree.children.get(null)).toEqual([ids.Q1, ids.Q2, ids.Q3, ids.Q4]);
    expect(result.change.nodes.deleted).toEqual([ids.G]);
    expect(checkTreeInvariants(result.tree)).toEqual([]);
  });

  it('releases dependants: mirrors become own options, loops lose their source', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(1)
      .withQuestion(2)
      .withLoop('Q1')
      .withQuestion(3)
      .build();
    const linked = unwrap(
      linkQuestion(tree, { nodeId: ids.Q2 as number, sourceId: ids.Q1 as number }, ctx),
    ).tree;
    const result = unwrap(deleteNode(linked, { id: ids.Q1 as number }, ctx));
    const q2 = result.tree.nodes.get(ids.Q2 as number);
    expect(q2?.joinId).toBe(0);
    const q2Options = result.tree.optionsOf.get(ids.Q2 as number)?.map((id) => result.tree.options.get(id));
    expect(q2Options?.every((option) => option?.joinId === 0 && option.rootJoinId === 0)).toBe(true);
    expect(q2Options).toHaveLength(6);
    const loop = [...result.tree.nodes.values()].find((node) => node.type === QuestionType.Loop);
    expect(loop?.loopId).toBeNull();
    expect(loop?.setting.option_ids).toEqual([]);
  });

  it('deletes all ids or none', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).build();
    expect(deleteNodes(tree, { ids: [ids.Q1 as number, 999] }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });
});

describe('restoring', () => {
  it('puts a question back where it was, with its options and code', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup('G')
      .withQuestion(1)
      .withQuestion(2)
      .withQuestion(3)
      .build();
    const deleted = unwrap(deleteNode(tree, { id: ids.Q2 as number }, ctx)).tree;
    const restored = unwrap(restoreNode(deleted, { id: ids.Q2 as number }));
    expect(restored.tree).toEqual(tree);
    expect(restored.change.options).toEqual({ inserted: [], updated: [], deleted: [] });
  });

  it('follows the old neighbour when the group was deleted meanwhile', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(9)
      .withGroup('G')
      .withQuestion(1)
      .withQuestion(2)
      .build();
    let current = unwrap(deleteNode(tree, { id: ids.Q3 as number }, ctx)).tree;
    current = unwrap(deleteNode(current, { id: ids.G as number }, ctx)).tree;
    current = unwrap(restoreNode(current, { id: ids.Q3 as number })).tree;
    expect(current.children.get(null)).toEqual([ids.Q1, ids.Q2, ids.Q3]);
  });

  it('restores a run deleted together in its order', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(1)
      .withQuestion(1)
      .withQuestion(1)
      .withQuestion(1)
      .build();
    const gone = unwrap(deleteNodes(tree, { ids: [ids.Q2 as number, ids.Q3 as number] }, ctx)).tree;
    const back = unwrap(restoreNodes(gone, { ids: [ids.Q2 as number, ids.Q3 as number] })).tree;
    expect(back.children.get(null)).toEqual([ids.Q1, ids.Q2, ids.Q3, ids.Q4]);
  });

  it('refuses with A0114 when a live question took the code meanwhile', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const deleted = unwrap(deleteNode(tree, { id: ids.Q1 as number }, ctx)).tree;
    const recoded = unwrap(updateNodeCodes(deleted, [{ id: ids.Q2 as number, code: 'Q1' }])).tree;
    expect(restoreNode(recoded, { id: ids.Q1 as number })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0114' }],
    });
    // New questions never take a trashed question's code, so this only happens by hand.
    const added = unwrap(insertNode(deleted, { what: 1 }, ctx)).change.nodes.inserted[0];
    expect(added?.code).toBe('Q3');
  });

  it('refuses ids that are not in the trash', () => {
    const { tree, ids } = aSurvey().withQuestion(1).build();
    expect(restoreNode(tree, { id: ids.Q1 as number })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });
});

describe('purging the trash', () => {
  it('deletes one trashed question or all of them, with their options', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(2).withQuestion(3).build();
    const trashed = unwrap(deleteNodes(tree, { ids: [ids.Q1 as number, ids.Q2 as number] }, ctx)).tree;
    const one = unwrap(purgeTrash(trashed, { ids: [ids.Q1 as number] }));
    expect(one.change.nodes.deleted).toEqual([ids.Q1]);
    expect(one.change.options.deleted).toHaveLength(3);
    const all = unwrap(purgeTrash(one.tree));
    expect(all.change.nodes.deleted).toEqual([ids.Q2]);
    expect(purgeTrash(tree, { ids: [ids.Q3 as number] })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });
});
