import { describe, expect, it } from 'vitest';
import { OptionType, QuestionType } from '../model/enums.ts';
import { MAX_QUESTIONS_PER_SURVEY } from '../model/limits.ts';
import { MAX_SNAPSHOT_OPTIONS, type QuestionSnapshot } from '../model/question-snapshot.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { checkTreeInvariants } from './check-invariants.ts';
import { type DesignTree, liveNodesInOrder, optionsOfNode } from './design-tree.ts';
import { insertNode } from './insert-after.ts';
import { insertSnapshots } from './insert-snapshots.ts';
import { addOptionGroup } from './option-groups.ts';
import { addOptions } from './options.ts';
import { defaultQuestionSnapshot, snapshotOfQuestion } from './question-snapshot.ts';

const snap = (tree: DesignTree, id: number): QuestionSnapshot => {
  const made = snapshotOfQuestion(tree.nodes.get(id)!, optionsOfNode(tree, id));
  if (!made.ok) throw new Error(made.issue.message);
  return made.snapshot;
};

const gender: QuestionSnapshot = {
  ...defaultQuestionSnapshot(QuestionType.SingleChoice, 'zh')!,
  title: '您的性别',
  options: ['男', '女'].map((title, i) => ({
    ...defaultQuestionSnapshot(QuestionType.SingleChoice, 'zh')!.options[0]!,
    ref: i + 1,
    code: String(i + 1),
    title,
  })),
};

function survey() {
  return aSurvey()
    .withGroup('G')
    .withQuestion(QuestionType.SingleChoice)
    .withQuestion(QuestionType.OpenText)
    .build();
}

describe('insertSnapshots', () => {
  it('puts the questions right after the node, in order, with the next codes and their options', () => {
    const { tree, ctx, ids } = survey();
    const result = unwrap(insertSnapshots(tree, { snapshots: [gender, gender], afterId: ids.Q1 }, ctx));
    const group = tree.children.get(null)![0]!;
    const inserted = result.change.nodes.inserted;
    expect(inserted.map((n) => [n.code, n.title, n.parentId, n.position])).toEqual([
      ['Q3', '您的性别', group, 1],
      ['Q4', '您的性别', group, 2],
    ]);
    expect(result.change.nodes.updated.map((n) => [n.id, n.position])).toEqual([[ids.Q2, 3]]);
    for (const node of inserted) {
      expect(optionsOfNode(result.tree, node.id).map((o) => [o.code, o.title, o.position])).toEqual([
        ['1', '男', 0],
        ['2', '女', 1],
      ]);
    }
    const optionIds = result.change.options.inserted.map((o) => o.id);
    expect(new Set(optionIds).size).toBe(4);
    expect(optionIds.some((id) => tree.options.has(id))).toBe(false);
    expect(checkTreeInvariants(result.tree)).toEqual([]);
  });

  it('places like adding a node: first or last in a parent, after a group at the top level', () => {
    const { tree, ctx, ids } = survey();
    const group = tree.children.get(null)![0]!;
    const first = unwrap(insertSnapshots(tree, { snapshots: [gender], parentId: group, afterId: null }, ctx));
    expect(first.change.nodes.inserted[0]).toMatchObject({ parentId: group, position: 0 });
    const last = unwrap(insertSnapshots(tree, { snapshots: [gender], parentId: group }, ctx));
    expect(last.change.nodes.inserted[0]).toMatchObject({ parentId: group, position: 2 });
    const afterGroup = unwrap(insertSnapshots(tree, { snapshots: [gender], afterId: group }, ctx));
    expect(afterGroup.change.nodes.inserted[0]).toMatchObject({ parentId: null, position: 1 });
    const top = unwrap(insertSnapshots(tree, { snapshots: [gender] }, ctx));
    expect(top.change.nodes.inserted[0]).toMatchObject({ parentId: null, position: 1 });
    expect(insertSnapshots(tree, { snapshots: [gender], afterId: 999 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
    expect(insertSnapshots(tree, { snapshots: [gender], parentId: ids.Q1 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['parentId'] }],
    });
  });

  it('copies option groups and sub-questions and keeps the links between them', () => {
    const start = aSurvey().withQuestion(QuestionType.Matrix).build();
    const matrixId = start.ids.Q1!;
    const [first, second] = optionsOfNode(start.tree, matrixId);
    const grouped = unwrap(
      addOptionGroup(start.tree, { nodeId: matrixId, optionIds: [first!.id, second!.id] }, start.ctx),
    ).tree;
    const result = unwrap(insertSnapshots(grouped, { snapshots: [snap(grouped, matrixId)] }, start.ctx));
    const copy = result.change.nodes.inserted[0]!;
    const shape = (tree: DesignTree, id: number) => {
      const options = optionsOfNode(tree, id);
      const codeOf = (optionId: number | null) => options.find((o) => o.id === optionId)?.code ?? null;
      return options.map((o) => [o.type, o.isGroup, o.code, o.title, codeOf(o.parentId)]);
    };
    expect(shape(result.tree, copy.id)).toEqual(shape(grouped, matrixId));
    expect(shape(result.tree, copy.id).filter(([type]) => type === OptionType.SubQuestion)).toHaveLength(3);
    expect(copy).toMatchObject({ type: QuestionType.Matrix, subType: 1, code: 'Q2' });
    expect(checkTreeInvariants(result.tree)).toEqual([]);
  });

  it('copies cascade levels, whatever order the levels are listed in', () => {
    const start = aSurvey().withQuestion(QuestionType.Cascade).build();
    const id = start.ids.Q1!;
    const [top] = optionsOfNode(start.tree, id);
    const withChild = unwrap(
      addOptions(start.tree, { nodeId: id, parentId: top!.id, titles: ['下级'] }, start.ctx),
    );
    const snapshot = snap(withChild.tree, id);
    const reversed = { ...snapshot, options: [...snapshot.options].reverse() };
    const result = unwrap(insertSnapshots(withChild.tree, { snapshots: [reversed] }, start.ctx));
    const options = optionsOfNode(result.tree, result.change.nodes.inserted[0]!.id);
    const child = options.find((o) => o.title === '下级')!;
    expect(options.find((o) => o.id === child.parentId)?.title).toBe(top!.title);
  });

  it('fills in settings added since the snapshot was saved and cleans titles', () => {
    const { tree, ctx } = survey();
    const { time: _time, ...oldSetting } = gender.setting;
    const old = { ...gender, title: '<b>性别</b><script>alert(1)</script>', setting: oldSetting };
    const node = unwrap(insertSnapshots(tree, { snapshots: [old] }, ctx)).change.nodes.inserted[0]!;
    expect(node.title).toBe('<b>性别</b>');
    expect(node.setting.time).toBe(30);
  });

  it('refuses snapshots that no longer fit their type, and inserts none of the others', () => {
    const { tree, ctx } = survey();
    const bad: [Partial<QuestionSnapshot>, string][] = [
      [{ type: 777 }, 'type'],
      [{ type: QuestionType.Loop }, 'type'],
      [{ subType: 9 }, 'subType'],
      [{ setting: { required: 'yes' } }, 'setting'],
      [{ options: [{ ...gender.options[0]!, parentRef: 99 }] }, 'options'],
      [
        {
          options: [
            { ...gender.options[0]!, ref: 1, parentRef: 2 },
            { ...gender.options[1]!, ref: 2, parentRef: 1 },
          ],
        },
        'options',
      ],
      [{ options: [gender.options[0]!, gender.options[0]!] }, 'options'],
    ];
    for (const [patch, field] of bad) {
      const result = insertSnapshots(tree, { snapshots: [gender, { ...gender, ...patch }] }, ctx);
      expect(result, JSON.stringify(patch)).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
      if (!result.ok) expect(result.issues[0]!.path).toContain(field);
    }
    expect(insertSnapshots(tree, { snapshots: [] }, ctx)).toMatchObject({ ok: false });
  });

  it('keeps the survey within 1,000 questions (A0211)', () => {
    let { tree, ctx } = aSurvey().build();
    for (let i = 0; i < MAX_QUESTIONS_PER_SURVEY - 1; i++)
      tree = unwrap(insertNode(tree, { what: QuestionType.OpenText }, ctx)).tree;
    expect(insertSnapshots(tree, { snapshots: [gender, gender] }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0211' }],
    });
    const full = unwrap(insertSnapshots(tree, { snapshots: [gender] }, ctx));
    expect(full.change.nodes.inserted[0]?.code).toBe(`Q${MAX_QUESTIONS_PER_SURVEY}`);
  });
});

describe('snapshotOfQuestion', () => {
  it('takes questions only, and turns mirrored options into own ones', () => {
    const { tree, ids } = aSurvey()
      .withGroup('G')
      .withLoop()
      .endLoop()
      .withQuestion(QuestionType.SingleChoice)
      .build();
    const loop = liveNodesInOrder(tree).find((n) => n.type === QuestionType.Loop)!;
    expect(snapshotOfQuestion(tree.nodes.get(ids.G!)!, [])).toMatchObject({
      ok: false,
      issue: { code: 'A0400' },
    });
    expect(snapshotOfQuestion(loop, [])).toMatchObject({ ok: false, issue: { code: 'A0400' } });
    const q = tree.nodes.get(ids.Q1!)!;
    expect(snapshotOfQuestion({ ...q, deletedAt: 'x' }, [])).toMatchObject({
      ok: false,
      issue: { code: 'A0404' },
    });
    const mirrored = optionsOfNode(tree, q.id).map((o) => ({ ...o, joinId: 5, rootJoinId: 5 }));
    const made = snapshotOfQuestion(q, mirrored);
    expect(made.ok && made.snapshot.options.map((o) => o.title)).toEqual(['选项-1', '选项-2', '选项-3']);
    expect(JSON.stringify(made)).not.toContain('joinId');
    const [first] = optionsOfNode(tree, q.id);
    const huge = Array.from({ length: MAX_SNAPSHOT_OPTIONS + 1 }, (_, i) => ({ ...first!, id: 10_000 + i }));
    expect(snapshotOfQuestion(q, huge)).toMatchObject({ ok: false, issue: { code: 'A0400' } });
  });

  it('makes a default snapshot of every question type that can go to the library', () => {
    expect(defaultQuestionSnapshot(QuestionType.Loop, 'zh')).toBeUndefined();
    expect(defaultQuestionSnapshot(QuestionType.PageBreak, 'zh')).toBeUndefined();
    const evaluate = defaultQuestionSnapshot(QuestionType.Evaluate, 'en')!;
    expect(evaluate.options.map((o) => o.title)).toContain('Very satisfied');
    expect(evaluate.setting).toMatchObject({ required: true, template: 'custom' });
  });
});
