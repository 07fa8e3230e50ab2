import { moveNode, QuestionType } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { unwrap } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { flattenTree, isNoMove, resolveDrop, rowsWhileDragging } from './canvas-items.ts';

/** G1: Q1 Q2 page Q3 | G2: Q4 loop(L: Q5) */
function survey() {
  return aSurvey()
    .withGroup('G1')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .withQuestion(QuestionType.OpenText, { code: 'Q2' })
    .withPage()
    .withQuestion(QuestionType.Text, { title: 'T' })
    .withGroup('G2')
    .withQuestion(QuestionType.Rate, { code: 'Q4' })
    .withLoop()
    .withQuestion(QuestionType.Nps, { code: 'Q5' })
    .build();
}

/** Drops `id` where the row `overId` stands (dnd-kit's `over`), like the canvas's drag end. */
function drop(tree: ReturnType<typeof survey>['tree'], id: number, overId: number) {
  const rows = rowsWhileDragging(flattenTree(tree), id);
  const move = resolveDrop(
    tree,
    rows,
    id,
    rows.findIndex((row) => row.id === overId),
  );
  return move && unwrap(moveNode(tree, move)).tree;
}
const titlesUnder = (tree: ReturnType<typeof survey>['tree'], parentId: number | null) =>
  (tree.children.get(parentId) ?? []).map((id) => tree.nodes.get(id)?.code ?? tree.nodes.get(id)?.title);

describe('canvas rows', () => {
  it('list nodes depth first with kinds, depths and question numbers', () => {
    const { tree } = survey();
    const rows = flattenTree(tree);
    expect(rows.map((row) => `${row.kind}:${row.depth}:${row.number ?? '-'}`)).toEqual([
      'group:0:-',
      'question:1:1',
      'question:1:2',
      'page:1:-',
      'question:1:-',
      'group:0:-',
      'question:1:3',
      'loop:1:-',
      'question:2:4',
    ]);
  });

  it('keep the row objects that did not change, so only changed rows re-render', () => {
    const { tree, ids } = survey();
    const before = flattenTree(tree);
    const moved = unwrap(moveNode(tree, { id: ids.Q2 as number, parentId: ids.G1 as number, index: 0 })).tree;
    const after = flattenTree(moved, before);
    const same = after.filter((row) => before.includes(row)).length;
    // Q1 and Q2 swap numbers; every other row is the object it was.
    expect(same).toBe(before.length - 2);
  });

  it('hide a dragged group’s rows (they travel with it)', () => {
    const { tree, ids } = survey();
    const rows = rowsWhileDragging(flattenTree(tree), ids.G1 as number);
    expect(rows.map((row) => tree.nodes.get(row.id)?.code ?? tree.nodes.get(row.id)?.title)).toEqual([
      'G1',
      'G2',
      'Q4',
      expect.any(String),
      'Q5',
    ]);
  });
});

describe('a drop', () => {
  it('reorders questions within a group', () => {
    const { tree, ids } = survey();
    const after = drop(tree, ids.Q2 as number, ids.Q1 as number);
    expect(titlesUnder(after!, ids.G1 as number).slice(0, 2)).toEqual(['Q2', 'Q1']);
  });

  it('moves a question into another group, also as its first row', () => {
    const { tree, ids } = survey();
    const after = drop(tree, ids.Q1 as number, ids.Q4 as number);
    expect(titlesUnder(after!, ids.G2 as number)[0]).toBe('Q4');
    expect(titlesUnder(after!, ids.G2 as number)[1]).toBe('Q1');
    // Dropped on G2's header row while coming from above: right after the header, first in G2.
    const first = drop(tree, ids.Q2 as number, ids.G2 as number);
    expect(titlesUnder(first!, ids.G2 as number)[0]).toBe('Q2');
  });

  it('moves a question up into the previous group when dropped on a header from below', () => {
    const { tree, ids } = survey();
    const after = drop(tree, ids.Q4 as number, ids.G2 as number);
    expect(titlesUnder(after!, ids.G1 as number).at(-1)).toBe('Q4');
  });

  it('reorders groups with their questions', () => {
    const { tree, ids } = survey();
    const after = drop(tree, ids.G2 as number, ids.G1 as number);
    expect(titlesUnder(after!, null)).toEqual(['G2', 'G1']);
    expect(titlesUnder(after!, ids.G1 as number)).toEqual(titlesUnder(tree, ids.G1 as number));
    const back = drop(after!, ids.G2 as number, ids.Q1 as number);
    expect(titlesUnder(back!, null)).toEqual(['G1', 'G2']);
  });

  it('never nests a loop in a loop: it climbs to the group', () => {
    const { tree, ids } = aSurvey()
      .withGroup('G')
      .withLoop()
      .withQuestion(QuestionType.OpenText, { code: 'Q1' })
      .endLoop()
      .withLoop()
      .build();
    const rows = flattenTree(tree);
    const [outer, inner] = rows.filter((row) => row.kind === 'loop').map((row) => row.id) as [number, number];
    const move = resolveDrop(tree, rowsWhileDragging(rows, inner), inner, 2);
    expect(move).toEqual({ id: inner, parentId: ids.G, index: 1 });
    expect(tree.nodes.get(outer)).toBeDefined();
  });

  it('knows a drop where the row was', () => {
    const { tree, ids } = survey();
    expect(isNoMove(tree, { id: ids.Q1 as number, parentId: ids.G1 as number, index: 0 })).toBe(true);
    expect(isNoMove(tree, { id: ids.Q1 as number, parentId: ids.G1 as number, index: 1 })).toBe(false);
  });
});
