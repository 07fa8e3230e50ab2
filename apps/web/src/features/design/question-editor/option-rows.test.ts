import {
  addOptionGroup,
  buildNestedTree,
  type DesignTree,
  type Node,
  QuestionType,
  replaceCascadeOptions,
  sortOptions,
  toRecords,
} from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { testContext, unwrap } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { optionRows, parentsWithSubLevels, rowsAfterMove, sortInputOf } from './option-rows.ts';

function nodeOf(tree: DesignTree, id: number): Node {
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
  return find(buildNestedTree(toRecords(tree))) as Node;
}

/** A multiple choice A–E with B and D grouped, and a matrix-like second list left alone. */
function grouped() {
  const built = aSurvey()
    .withQuestion(QuestionType.MultipleChoice, { code: 'Q1', options: ['A', 'B', 'C', 'D', 'E'] })
    .build();
  const id = built.ids.Q1 as number;
  const byTitle = (tree: DesignTree, title: string) =>
    [...tree.options.values()].find((option) => option.title === title)?.id as number;
  const tree = unwrap(
    addOptionGroup(
      built.tree,
      { nodeId: id, optionIds: [byTitle(built.tree, 'B'), byTitle(built.tree, 'D')] },
      testContext({ startId: 900 }),
    ),
  ).tree;
  return { tree, id, byTitle: (title: string) => byTitle(tree, title) };
}

const shape = (node: Node, levels = false) =>
  optionRows(node.options, 1, levels).map((row) => `${'  '.repeat(row.depth)}${row.option.title}`);

describe('optionRows', () => {
  it('draws members under their group header', () => {
    const { tree, id } = grouped();
    expect(shape(nodeOf(tree, id))).toEqual(['A', '分组-1', '  B', '  D', 'C', 'E']);
  });

  it('draws cascade options as levels', () => {
    const { tree: start, ids } = aSurvey().withQuestion(QuestionType.Cascade, { code: 'Q1' }).build();
    const id = ids.Q1 as number;
    const paths = [
      ['浙江', '杭州'],
      ['浙江', '宁波'],
      ['江苏', '南京'],
    ];
    const tree = unwrap(
      replaceCascadeOptions(start, { nodeId: id, paths }, testContext({ startId: 700 })),
    ).tree;
    const node = nodeOf(tree, id);
    expect(shape(node, true)).toEqual(['浙江', '  杭州', '  宁波', '江苏', '  南京']);
    const rows = optionRows(node.options, 1, true);
    const parents = parentsWithSubLevels(rows);
    expect(parents.has(rows[0]?.option.id as number)).toBe(true);
    expect(parents.has(rows[1]?.option.id as number)).toBe(false);

    // Siblings move with their sub-levels; a move across levels is refused.
    const moved = rowsAfterMove(rows, rows[3]?.option.id as number, rows[0]?.option.id as number, true);
    expect(moved?.map((row) => row.option.title)).toEqual(['江苏', '南京', '浙江', '杭州', '宁波']);
    expect(rowsAfterMove(rows, rows[1]?.option.id as number, rows[4]?.option.id as number, true)).toBeNull();
    const sorted = unwrap(sortOptions(tree, sortInputOf(id, node.options, moved ?? []))).tree;
    expect(shape(nodeOf(sorted, id), true)).toEqual(['江苏', '  南京', '浙江', '  杭州', '  宁波']);
  });
});

describe('rowsAfterMove + sortInputOf', () => {
  /** Drags one title onto another and sends the result through core's sort. */
  function drag(activeTitle: string, overTitle: string) {
    const { tree, id, byTitle } = grouped();
    const node = nodeOf(tree, id);
    const rows = optionRows(node.options, 1, false);
    const moved = rowsAfterMove(rows, byTitle(activeTitle), byTitle(overTitle), false);
    if (!moved) return null;
    const input = sortInputOf(id, node.options, moved);
    const after = nodeOf(unwrap(sortOptions(tree, input)).tree, id);
    expect(shape(after)).toEqual(moved.map((row) => `${'  '.repeat(row.depth)}${row.option.title}`));
    return shape(after);
  }

  it('reorders ungrouped options', () => {
    expect(drag('E', 'A')).toEqual(['E', 'A', '分组-1', '  B', '  D', 'C']);
  });

  it('moves an option into a group when dropped on a member', () => {
    expect(drag('E', 'D')).toEqual(['A', '分组-1', '  B', '  E', '  D', 'C']);
    expect(drag('A', 'B')).toEqual(['分组-1', '  B', '  A', '  D', 'C', 'E']);
  });

  it('takes an option out of its group when dropped on an ungrouped one', () => {
    expect(drag('B', 'C')).toEqual(['A', '分组-1', '  D', 'C', 'B', 'E']);
  });

  it('moves a group with its members', () => {
    expect(drag('分组-1', 'E')).toEqual(['A', 'C', 'E', '分组-1', '  B', '  D']);
    expect(drag('分组-1', 'A')).toEqual(['分组-1', '  B', '  D', 'A', 'C', 'E']);
  });

  it('does nothing for a drop on itself', () => {
    expect(drag('A', 'A')).toBeNull();
  });
});
