import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { copyNode } from './copy-after.ts';
import { countNewIds } from './count-new-ids.ts';
import { liveNodesInOrder } from './design-tree.ts';
import { insertNode } from './insert-after.ts';
import { closeLoop, updateLoop } from './loop-source.ts';
import { effectiveSetting, updateNode } from './update-node.ts';

describe('updateNode', () => {
  it('merges settings, checks them against the type, sanitises the title', () => {
    const { tree, ids } = aSurvey().withQuestion(QuestionType.MultipleChoice).build();
    const id = ids.Q1 as number;
    const result = unwrap(
      updateNode(tree, { id, patch: { title: '<b>Pick</b><img src=x onerror=1>', setting: { max: 2 } } }),
    );
    const node = result.change.nodes.updated[0];
    expect(node?.title).toBe('<b>Pick</b>');
    expect(node?.setting).toMatchObject({ max: 2, min: 0, required: true });
    expect(updateNode(tree, { id, patch: { setting: { max: -1 } } })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['nodes', id, 'setting', 'max'] }],
    });
    expect(updateNode(tree, { id, patch: { subType: 2 } })).toMatchObject({
      ok: false,
      issues: [{ path: ['nodes', id, 'subType'] }],
    });
    expect(updateNode(tree, { id, patch: { attribute: 7 } })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400' }],
    });
  });

  it('refuses settings the type cannot honour: unknown keys, a reversed scale, an NPS other than 0–10 (issue 18/14)', () => {
    const { tree, ids } = aSurvey()
      .withQuestion(QuestionType.Rate)
      .withQuestion(QuestionType.Nps)
      .withQuestion(QuestionType.SingleChoice)
      .withQuestion(QuestionType.Slider)
      .withQuestion(QuestionType.MultipleChoice)
      .build();
    const [rate, nps, single, slider, multiple] = [ids.Q1, ids.Q2, ids.Q3, ids.Q4, ids.Q5] as number[];
    const refused = (id: number, setting: Record<string, unknown>, key: string) =>
      expect(updateNode(tree, { id, patch: { setting } })).toMatchObject({
        ok: false,
        issues: [{ code: 'A0400', path: ['nodes', id, 'setting', key] }],
      });
    refused(rate as number, { min: 7, max: 3 }, 'max');
    refused(rate as number, { min: 6 }, 'max'); // above the stored max of 5
    refused(rate as number, { colour: 'red' }, 'colour');
    refused(nps as number, { max: 100 }, 'max');
    refused(single as number, { min: 2 }, 'min');
    refused(slider as number, { step: 20 }, 'step');
    refused(multiple as number, { min: 3, max: 2 }, 'max');
    expect(unwrap(updateNode(tree, { id: rate as number, patch: { setting: { min: 0, max: 10 } } })).ok).toBe(
      true,
    );
    expect(
      unwrap(updateNode(tree, { id: multiple as number, patch: { setting: { min: 3, max: 0 } } })).ok,
    ).toBe(true);
  });

  it('switches a matrix between its subtypes and fills in setting defaults for readers', () => {
    const { tree, ids } = aSurvey().withQuestion(QuestionType.Matrix).build();
    const id = ids.Q1 as number;
    expect(unwrap(updateNode(tree, { id, patch: { subType: 4 } })).change.nodes.updated[0]?.subType).toBe(4);
    const bare = { ...(tree.nodes.get(id) as NonNullable<ReturnType<typeof tree.nodes.get>>), setting: {} };
    expect(effectiveSetting(bare)).toMatchObject({ is_flip: false, required: true });
  });
});

describe('loops', () => {
  it('repeat over an earlier question, and close', () => {
    const { tree, ids } = aSurvey()
      .withQuestion(QuestionType.MultipleChoice)
      .withLoop()
      .withQuestion(QuestionType.OpenText)
      .build();
    const loop = liveNodesInOrder(tree).find((node) => node.title === '循环-1')?.id as number;
    const set = unwrap(updateLoop(tree, { id: loop, sourceId: ids.Q1 as number, mode: 1 }));
    expect(set.change.nodes.updated[0]).toMatchObject({
      loopId: ids.Q1,
      setting: { mode: 1, option_ids: [] },
    });
    expect(updateLoop(tree, { id: loop, sourceId: ids.Q2 as number })).toMatchObject({ ok: false });
    expect(updateLoop(tree, { id: ids.Q1 as number, sourceId: ids.Q1 as number })).toMatchObject({
      ok: false,
    });
    expect(unwrap(closeLoop(set.tree, { id: loop })).change.nodes.updated[0]?.loopId).toBeNull();
  });
});

describe('countNewIds', () => {
  it('tells how many node and option ids an operation takes', () => {
    const { tree, ctx, ids } = aSurvey()
      .withGroup('G')
      .withQuestion(1)
      .withQuestion(QuestionType.Matrix)
      .build();
    expect(
      countNewIds((nextId) => insertNode(tree, { what: QuestionType.Matrix }, { ...ctx, nextId })),
    ).toEqual({
      node: 1,
      option: 6,
    });
    expect(countNewIds((nextId) => copyNode(tree, { id: ids.G as number }, { ...ctx, nextId }))).toEqual({
      node: 3,
      option: 9,
    });
  });
});
