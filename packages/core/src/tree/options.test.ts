import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { type DesignTree, optionsOfNode } from './design-tree.ts';
import { linkQuestion, unlinkQuestion } from './link-options.ts';
import { addOptionGroup } from './option-groups.ts';
import { addOptions, removeOptions, updateOption } from './options.ts';
import { sortOptions } from './sort-options.ts';

const summary = (tree: DesignTree, nodeId: number) =>
  optionsOfNode(tree, nodeId).map((option) => `${option.code}:${option.title}${option.joinId ? '*' : ''}`);

describe('options', () => {
  it('adds options with the next code and numbered titles, after a given option or at the end', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).build();
    const q1 = ids.Q1 as number;
    const first = optionsOfNode(tree, q1)[0] as OptionRecord;
    const result = unwrap(addOptions(tree, { nodeId: q1, count: 2, afterOptionId: first.id }, ctx));
    expect(summary(result.tree, q1)).toEqual(['1:选项-1', '4:选项-4', '5:选项-5', '2:选项-2', '3:选项-3']);
    expect(result.change.options.inserted).toHaveLength(2);
    expect(result.change.options.updated.map((option) => option.position)).toEqual([3, 4]);
    const titled = unwrap(
      addOptions(result.tree, { nodeId: q1, titles: ['<i>Other</i><img src=x onerror=y>'] }, ctx),
    );
    expect(titled.change.options.inserted[0]?.title).toBe('<i>Other</i>');
  });

  it('adds sub-questions to a matrix with their own codes and titles', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Matrix).build();
    const result = unwrap(addOptions(tree, { nodeId: ids.Q1 as number, type: 2 }, ctx));
    expect(result.change.options.inserted[0]).toMatchObject({ type: 2, code: '4', title: '子问题-4' });
  });

  it('refuses options on groups and pages, and unknown anchors', () => {
    const { tree, ctx, ids } = aSurvey().withGroup('G').withQuestion(1).build();
    expect(addOptions(tree, { nodeId: ids.G as number }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
    expect(addOptions(tree, { nodeId: ids.Q1 as number, afterOptionId: 999 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });

  it('removes a cascade option with its sub-levels', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).build();
    const q1 = ids.Q1 as number;
    const top = optionsOfNode(tree, q1)[0] as OptionRecord;
    const withChild = unwrap(addOptions(tree, { nodeId: q1, parentId: top.id, titles: ['child'] }, ctx));
    const child = withChild.change.options.inserted[0] as OptionRecord;
    const withGrandchild = unwrap(
      addOptions(withChild.tree, { nodeId: q1, parentId: child.id, count: 2 }, ctx),
    ).tree;
    const removed = unwrap(removeOptions(withGrandchild, { nodeId: q1, ids: [top.id] }));
    expect(removed.change.options.deleted).toHaveLength(4);
    expect(summary(removed.tree, q1)).toEqual(['2:选项-2', '3:选项-3']);
  });

  it('edits an option: sanitised title, merged setting', () => {
    const { tree, ids } = aSurvey().withQuestion(1).build();
    const option = optionsOfNode(tree, ids.Q1 as number)[0] as OptionRecord;
    const result = unwrap(
      updateOption(tree, {
        id: option.id,
        patch: { title: '<a href="javascript:x">Go</a>', other: true, setting: { a: 1 } },
      }),
    );
    expect(result.change.options.updated).toEqual([
      { ...option, title: '<a>Go</a>', other: true, setting: { a: 1 } },
    ]);
  });
});

describe('option groups and option sort', () => {
  it('groups options under a G-coded header placed at the first member', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(2).build();
    const q1 = ids.Q1 as number;
    const [a, b, c] = optionsOfNode(tree, q1);
    const result = unwrap(
      addOptionGroup(tree, { nodeId: q1, optionIds: [b?.id as number, c?.id as number] }, ctx),
    );
    const group = result.change.options.inserted[0] as OptionRecord;
    expect(group).toMatchObject({ isGroup: true, code: 'G1', title: '分组-1', position: 1 });
    expect(optionsOfNode(result.tree, q1).map((option) => option.parentId)).toEqual([
      null,
      null,
      group.id,
      group.id,
    ]);
    const ungrouped = unwrap(removeOptions(result.tree, { nodeId: q1, ids: [group.id] }));
    expect(optionsOfNode(ungrouped.tree, q1).map((option) => [option.id, option.parentId])).toEqual([
      [a?.id, null],
      [b?.id, null],
      [c?.id, null],
    ]);
  });

  it('sorts by the full new order, moving options into groups', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(2).build();
    const q1 = ids.Q1 as number;
    const grouped = unwrap(addOptionGroup(tree, { nodeId: q1, optionIds: [] }, ctx)).tree;
    const [a, b, c, group] = optionsOfNode(grouped, q1) as OptionRecord[];
    const items = [
      { id: c?.id as number },
      { id: group?.id as number },
      { id: a?.id as number, parentId: group?.id },
      { id: b?.id as number },
    ];
    const sorted = unwrap(sortOptions(grouped, { nodeId: q1, items }));
    expect(optionsOfNode(sorted.tree, q1).map((option) => [option.id, option.parentId])).toEqual([
      [c?.id, null],
      [group?.id, null],
      [a?.id, group?.id],
      [b?.id, null],
    ]);
    expect(sortOptions(grouped, { nodeId: q1, items: items.slice(1) })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
  });
});

describe('linked questions', () => {
  it('mirror the source options, keep their codes, and number own options after the family', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(2).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const linked = unwrap(linkQuestion(tree, { nodeId: q2, sourceId: q1 }, ctx)).tree;
    expect(summary(linked, q2)).toEqual([
      '1:选项-1*',
      '2:选项-2*',
      '3:选项-3*',
      '4:选项-1',
      '5:选项-2',
      '6:选项-3',
    ]);
    const added = unwrap(addOptions(linked, { nodeId: q1, titles: ['New'] }, ctx)).tree;
    expect(summary(added, q1)).toContain('7:New');
    expect(summary(added, q2)).toContain('7:New*');
    const source = optionsOfNode(added, q1)[0] as OptionRecord;
    const renamed = unwrap(updateOption(added, { id: source.id, patch: { title: 'Renamed' } })).tree;
    expect(summary(renamed, q2)[0]).toBe('1:Renamed*');
    const removed = unwrap(removeOptions(renamed, { nodeId: q1, ids: [source.id] })).tree;
    expect(summary(removed, q2)).not.toContain('1:Renamed*');
    expect(checkTreeInvariants(removed)).toEqual([]);
    const unlinked = unwrap(unlinkQuestion(removed, { nodeId: q2 })).tree;
    expect(optionsOfNode(unlinked, q2).every((option) => option.joinId === 0)).toBe(true);
    expect(linkQuestion(unlinked, { nodeId: q1, sourceId: q1 }, ctx)).toMatchObject({ ok: false });
  });

  it('refuse a cycle', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const linked = unwrap(
      linkQuestion(tree, { nodeId: ids.Q2 as number, sourceId: ids.Q1 as number }, ctx),
    ).tree;
    expect(linkQuestion(linked, { nodeId: ids.Q1 as number, sourceId: ids.Q2 as number }, ctx)).toMatchObject(
      {
        ok: false,
        issues: [{ code: 'A0400' }],
      },
    );
  });
});
