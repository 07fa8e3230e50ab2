import { describe, expect, it } from 'vitest';
import { NodeModel, QuestionType } from '../model/enums.ts';
import { MAX_QUESTIONS_PER_SURVEY } from '../model/limits.ts';
import type { NodeRecord } from '../model/node.ts';
import { aSurvey } from '../testing/builders.ts';
import { testContext, unwrap } from '../testing/context.ts';
import { copyNode } from './copy-after.ts';
import { createDesignTree, emptyDesignTree, optionsOfNode } from './design-tree.ts';
import { ensureFirstGroup } from './ensure-first-group.ts';
import { insertNode } from './insert-after.ts';
import { newNodeRecord } from './new-records.ts';

describe('insertNode', () => {
  it('adds a question after the current one with its default title, code, setting and options', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup()
      .withQuestion(QuestionType.SingleChoice)
      .withQuestion(QuestionType.OpenText)
      .build();
    const q1 = ids.Q1 as number;
    const result = unwrap(insertNode(tree, { what: QuestionType.MultipleChoice, afterId: q1 }, ctx));
    const added = result.change.nodes.inserted[0] as NodeRecord;
    expect(added).toMatchObject({
      title: '点击编写问题文本',
      code: 'Q3',
      model: NodeModel.Question,
      position: 1,
    });
    expect(added.setting).toMatchObject({ required: true, min: 0, max: 0 });
    expect(result.change.options.inserted.map((option) => [option.code, option.title])).toEqual([
      ['1', '选项-1'],
      ['2', '选项-2'],
      ['3', '选项-3'],
    ]);
    // Q2 moved down one place: the only other change.
    expect(result.change.nodes.updated.map((node) => [node.id, node.position])).toEqual([[ids.Q2, 2]]);
  });

  it('writes titles in the survey language', () => {
    const { tree, ctx } = aSurvey({ lang: 'en' }).build();
    const result = unwrap(insertNode(tree, { what: QuestionType.Matrix }, ctx));
    expect(result.change.nodes.inserted[0]?.title).toBe('Click to write the question text');
    expect(result.change.options.inserted.map((option) => option.title)).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Sub-question 1',
      'Sub-question 2',
      'Sub-question 3',
    ]);
    const group = unwrap(insertNode(result.tree, { what: 'group' }, ctx)).change.nodes.inserted[0];
    expect(group?.title).toBe('Group 1');
  });

  it('puts a group added after a question in a group after that group, at the top level', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup('A')
      .withQuestion(QuestionType.SingleChoice)
      .withGroup('B')
      .build();
    const result = unwrap(insertNode(tree, { what: 'group', afterId: ids.Q1 }, ctx));
    const group = result.change.nodes.inserted[0] as NodeRecord;
    expect(group).toMatchObject({ parentId: null, position: 1, title: '分组-3', code: null });
    expect(result.tree.children.get(null)).toEqual([ids.A, group.id, ids.B]);
  });

  it('names pages Page-n, gives them no code, and refuses a loop inside a loop', () => {
    const { tree, ctx } = aSurvey().withPage().withLoop().build();
    const page = unwrap(insertNode(tree, { what: QuestionType.PageBreak }, ctx)).change.nodes.inserted[0];
    expect(page).toMatchObject({
      title: 'Page-2',
      code: null,
      model: NodeModel.Page,
      type: QuestionType.PageBreak,
    });
    const loopId = [...tree.nodes.values()].find((node) => node.type === QuestionType.Loop)?.id as number;
    expect(insertNode(tree, { what: QuestionType.Loop, parentId: loopId }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
  });

  it('sanitises a given title and refuses unknown types and parents', () => {
    const { tree, ctx } = aSurvey().build();
    const result = unwrap(insertNode(tree, { what: 1, title: '<b>Hi</b><script>x()</script>' }, ctx));
    expect(result.change.nodes.inserted[0]?.title).toBe('<b>Hi</b>');
    expect(insertNode(tree, { what: 77 }, ctx)).toMatchObject({ ok: false, issues: [{ code: 'A0400' }] });
    expect(insertNode(tree, { what: 1, afterId: 404 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });

  it(`stops at ${MAX_QUESTIONS_PER_SURVEY} questions (A0211)`, () => {
    const nodes = Array.from({ length: MAX_QUESTIONS_PER_SURVEY }, (_, i) =>
      newNodeRecord({
        id: i + 1,
        surveyId: 1,
        model: NodeModel.Question,
        type: 3,
        title: 'q',
        code: `Q${i + 1}`,
        position: i,
      }),
    );
    const tree = createDesignTree(1, { nodes, options: [] });
    const ctx = testContext({ startId: 5000 });
    expect(insertNode(tree, { what: 1 }, ctx)).toMatchObject({ ok: false, issues: [{ code: 'A0211' }] });
    expect(insertNode(tree, { what: 'group' }, ctx).ok).toBe(true);
    expect(copyNode(tree, { id: 1 }, ctx)).toMatchObject({ ok: false, issues: [{ code: 'A0211' }] });
  });
});

describe('ensureFirstGroup', () => {
  it('creates 分组1 in an empty survey and nothing otherwise', () => {
    const ctx = testContext();
    const first = unwrap(ensureFirstGroup(emptyDesignTree(1), ctx));
    expect(first.change.nodes.inserted).toMatchObject([
      { title: '分组1', model: NodeModel.Group, position: 0 },
    ]);
    const again = unwrap(ensureFirstGroup(first.tree, ctx));
    expect(again.change.nodes.inserted).toEqual([]);
    expect(again.tree).toEqual(first.tree);
  });
});

describe('copyNode', () => {
  it('copies a question right after the original with new ids and code, same options', () => {
    const { tree, ctx, ids } = aSurvey().withGroup().withQuestion(1).withQuestion(2).build();
    const result = unwrap(copyNode(tree, { id: ids.Q1 as number }, ctx));
    const copy = result.change.nodes.inserted[0] as NodeRecord;
    expect(copy).toMatchObject({ code: 'Q3', title: '点击编写问题文本', position: 1 });
    expect(result.tree.children.get(copy.parentId)).toEqual([ids.Q1, copy.id, ids.Q2]);
    const original = optionsOfNode(tree, ids.Q1 as number);
    const copied = optionsOfNode(result.tree, copy.id);
    expect(copied.map((option) => [option.code, option.title])).toEqual(
      original.map((option) => [option.code, option.title]),
    );
    expect(copied.every((option) => !original.some((old) => old.id === option.id))).toBe(true);
  });

  it('copies a group with its questions, and links inside it point at the copies', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup('G')
      .withQuestion(1)
      .withLoop('Q1')
      .withQuestion(3)
      .build();
    const result = unwrap(copyNode(tree, { id: ids.G as number }, ctx));
    const inserted = result.change.nodes.inserted;
    expect(inserted.map((node) => node.code)).toEqual([null, 'Q3', null, 'Q4']);
    const [group, q, loop, inner] = inserted as [NodeRecord, NodeRecord, NodeRecord, NodeRecord];
    expect(result.tree.children.get(null)).toEqual([ids.G, group.id]);
    expect(result.tree.children.get(group.id)).toEqual([q.id, loop.id]);
    expect(result.tree.children.get(loop.id)).toEqual([inner.id]);
    expect(loop.loopId).toBe(q.id);
  });
});
