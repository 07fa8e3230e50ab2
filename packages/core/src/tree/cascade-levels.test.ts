import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { applyChange } from '../testing/apply-change.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { MAX_CASCADE_LEVELS, MAX_CASCADE_OPTIONS, replaceCascadeOptions } from './cascade-levels.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { type DesignTree, optionsOfNode, toRecords } from './design-tree.ts';
import { linkQuestion } from './link-options.ts';

/** Options as "code:title<parent's title" in list order. */
function levels(tree: DesignTree, nodeId: number): string[] {
  return optionsOfNode(tree, nodeId).map((option) => {
    const parent = option.parentId === null ? null : tree.options.get(option.parentId);
    return `${option.code}:${option.title}${parent ? `<${parent.title}` : ''}${option.joinId ? '*' : ''}`;
  });
}

const byId = (records: { id: number }[]) => [...records].sort((a, b) => a.id - b.id);

describe('replaceCascadeOptions', () => {
  it('replaces the options with the uploaded levels, depth first, and sets the level setting', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).build();
    const q1 = ids.Q1 as number;
    const old = optionsOfNode(tree, q1).map((option) => option.id);
    const paths = [
      ['广东', '广州', '天河'],
      ['广东', '深圳'],
      ['浙江', '杭州', '西湖'],
    ];
    const result = unwrap(replaceCascadeOptions(tree, { nodeId: q1, paths }, ctx));
    expect(levels(result.tree, q1)).toEqual([
      '1:广东',
      '2:广州<广东',
      '3:天河<广州',
      '4:深圳<广东',
      '5:浙江',
      '6:杭州<浙江',
      '7:西湖<杭州',
    ]);
    expect(optionsOfNode(result.tree, q1).map((option) => option.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(result.tree.nodes.get(q1)?.setting.level).toBe(3);
    expect(result.change.options.deleted.sort()).toEqual([...old].sort());
    expect(result.change.options.inserted).toHaveLength(7);
    expect(result.change.nodes.updated.map((node) => node.id)).toEqual([q1]);
    // The change is exact: stored rows plus the change are the new tree's rows.
    const replayed = applyChange(toRecords(tree), result.change);
    expect(byId(replayed.options)).toEqual(byId(toRecords(result.tree).options));
    expect(checkTreeInvariants(result.tree)).toEqual([]);
  });

  it('merges repeated prefixes and rows, trims cells and stores titles as escaped text', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).build();
    const q1 = ids.Q1 as number;
    const paths = [[' A ', 'a1'], ['A', 'a1'], ['A'], ['<b>B</b> & "C"']];
    const result = unwrap(replaceCascadeOptions(tree, { nodeId: q1, paths }, ctx));
    expect(levels(result.tree, q1)).toEqual(['1:A', '2:a1<A', '3:&lt;b&gt;B&lt;/b&gt; &amp; &quot;C&quot;']);
    expect(result.tree.nodes.get(q1)?.setting.level).toBe(2);
  });

  it('leaves the level setting alone when it already fits', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).build();
    const result = unwrap(replaceCascadeOptions(tree, { nodeId: ids.Q1 as number, paths: [['x']] }, ctx));
    expect(result.change.nodes.updated).toEqual([]);
  });

  it('refuses what cannot be levels, changing nothing', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).withQuestion(1).build();
    const q1 = ids.Q1 as number;
    const refused = (nodeId: number, paths: string[][]) =>
      replaceCascadeOptions(tree, { nodeId, paths }, ctx) as {
        ok: false;
        issues: { code: string; message: string }[];
      };
    expect(refused(ids.Q2 as number, [['a']]).issues[0]?.code).toBe('A0400');
    expect(refused(424242, [['a']]).issues[0]?.code).toBe('A0404');
    expect(refused(q1, []).issues[0]?.code).toBe('A0400');
    expect(refused(q1, [[]]).ok).toBe(false);
    expect(refused(q1, [['a', ' ', 'c']]).issues[0]).toMatchObject({ code: 'A0400', path: ['paths', 0, 1] });
    expect(refused(q1, [Array.from({ length: MAX_CASCADE_LEVELS + 1 }, (_, i) => `l${i}`)]).ok).toBe(false);
    expect(refused(q1, [['x'.repeat(201)]]).ok).toBe(false);
    const many = Array.from({ length: MAX_CASCADE_OPTIONS + 1 }, (_, i) => [`o${i}`]);
    expect(refused(q1, many).issues[0]?.message).toContain(String(MAX_CASCADE_OPTIONS));
    expect(replaceCascadeOptions(tree, { nodeId: q1, paths: many.slice(1) }, ctx).ok).toBe(true);
  });

  it('replaces the mirrors of linked questions and numbers after their own options', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(QuestionType.Cascade).withQuestion(1).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const linked = unwrap(linkQuestion(tree, { nodeId: q2, sourceId: q1 }, ctx)).tree;
    expect(levels(linked, q2)).toEqual([
      '1:选项-1*',
      '2:选项-2*',
      '3:选项-3*',
      '4:选项-1',
      '5:选项-2',
      '6:选项-3',
    ]);
    const result = unwrap(replaceCascadeOptions(linked, { nodeId: q1, paths: [['A', 'a1'], ['B']] }, ctx));
    expect(levels(result.tree, q1)).toEqual(['7:A', '8:a1<A', '9:B']);
    expect(levels(result.tree, q2)).toEqual(['4:选项-1', '5:选项-2', '6:选项-3', '7:A*', '9:B*']);
    const mirrors = optionsOfNode(result.tree, q2).filter((option) => option.joinId !== 0) as OptionRecord[];
    expect(mirrors.map((mirror) => result.tree.options.get(mirror.joinId)?.nodeId)).toEqual([q1, q1]);
    expect(checkTreeInvariants(result.tree)).toEqual([]);
  });

  it('refuses a cascade that mirrors another question', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(QuestionType.Cascade)
      .withQuestion(QuestionType.Cascade)
      .build();
    const linked = unwrap(
      linkQuestion(tree, { nodeId: ids.Q2 as number, sourceId: ids.Q1 as number }, ctx),
    ).tree;
    expect(replaceCascadeOptions(linked, { nodeId: ids.Q2 as number, paths: [['a']] }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
  });
});
