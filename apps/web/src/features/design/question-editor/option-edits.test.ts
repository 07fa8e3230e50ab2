import { optionsApi } from '@cairn/contract';
import { type DesignTree, QuestionType } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { testContext } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { tryEdit } from '../design-edits.ts';
import type { TreeCallEdit } from '../edit-queue.ts';
import {
  closeLoopEdit,
  groupOptionsEdit,
  loopEdit,
  nodeUpdateEdit,
  optionCodeEdit,
  optionTitleEdit,
  optionUpdateEdit,
  removeOptionsEdit,
  renumberCodesEdit,
  replaceOptionsEdits,
  saveOptionsEdit,
  sortOptionsEdit,
} from './option-edits.ts';

const surveyCode = 'abc12345';

function survey() {
  const { tree, ids } = aSurvey()
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1', options: ['Red', 'Green', 'Blue'] })
    .withQuestion(QuestionType.Loop)
    .build();
  const q = ids.Q1 as number;
  const options = [...(tree.optionsOf.get(q) ?? [])];
  const loopId = [...tree.nodes.values()].find((node) => node.type === QuestionType.Loop)?.id as number;
  return { tree, q, options, loopId };
}

/** Runs the edit's operation on the tree as the queue does; fails the test on issues. */
function apply(tree: DesignTree, edit: TreeCallEdit): DesignTree {
  const result = tryEdit(edit, tree, testContext({ startId: 5000 }));
  if (!result?.ok) throw new Error(JSON.stringify(result && 'issues' in result ? result.issues : 'no run'));
  return result.tree;
}
const titles = (tree: DesignTree, q: number) =>
  [...(tree.optionsOf.get(q) ?? [])].map((id) => tree.options.get(id)?.title);

describe('option and node edits', () => {
  it('send bodies the contract accepts (with the survey code the sender adds)', () => {
    const { q, options, loopId } = survey();
    const [a, b] = options as [number, number];
    const edits: TreeCallEdit[] = [
      saveOptionsEdit({ nodeId: q, count: 1 }),
      optionTitleEdit(q, a, '<b>Red</b>'),
      optionUpdateEdit(q, a, { exclusive: true }),
      removeOptionsEdit(q, [a]),
      groupOptionsEdit(q, [a, b]),
      optionCodeEdit(q, a, '7'),
      renumberCodesEdit(q),
      sortOptionsEdit({ nodeId: q, items: [{ id: b }, { id: a }] }),
      nodeUpdateEdit(q, { setting: { layout: 1 } }),
      loopEdit({ id: loopId, sourceId: q, mode: 1, optionIds: [] }),
      closeLoopEdit(loopId),
    ];
    for (const edit of edits) {
      const body = edit.endpoint.body?.safeParse({ ...edit.input, surveyCode });
      expect(body?.success, edit.endpoint.path).toBe(true);
    }
  });

  it('run the operation the server runs for the call', () => {
    const { tree, q, options } = survey();
    const [red, green, blue] = options as [number, number, number];
    let next = apply(tree, saveOptionsEdit({ nodeId: q, options: ['Black'] }));
    expect(titles(next, q)).toEqual(['Red', 'Green', 'Blue', 'Black']);
    next = apply(next, optionTitleEdit(q, red, 'Rot'));
    next = apply(next, optionUpdateEdit(q, green, { other: true, exclusive: true }));
    expect(next.options.get(green)).toMatchObject({ other: true, exclusive: true });
    next = apply(next, optionCodeEdit(q, blue, '9'));
    expect(next.options.get(blue)?.code).toBe('9');
    next = apply(next, renumberCodesEdit(q));
    expect(next.options.get(blue)?.code).toBe('3');
    next = apply(next, removeOptionsEdit(q, [green]));
    expect(titles(next, q)).toEqual(['Rot', 'Blue', 'Black']);
    next = apply(next, nodeUpdateEdit(q, { setting: { layout: 1 }, attribute: 1 }));
    expect(next.nodes.get(q)).toMatchObject({
      attribute: 1,
      setting: expect.objectContaining({ layout: 1 }),
    });
  });

  it('replace pasted options: the old ones go, then the new ones come, in order', () => {
    const { tree, q, options } = survey();
    const edits = replaceOptionsEdits(q, 1, options, ['One', 'Two']);
    expect(edits.map((edit) => edit.endpoint.path)).toEqual([
      optionsApi.removeBatch.path,
      optionsApi.save.path,
    ]);
    const next = edits.reduce(apply, tree);
    expect(titles(next, q)).toEqual(['One', 'Two']);
    expect(replaceOptionsEdits(q, 1, [], ['x']).map((edit) => edit.endpoint.path)).toEqual([
      optionsApi.save.path,
    ]);
  });

  it('refuses locally what the server would refuse (a duplicate code)', () => {
    const { tree, q, options } = survey();
    const [red] = options as [number];
    const result = tryEdit(optionCodeEdit(q, red, '2'), tree, testContext());
    expect(result?.ok).toBe(false);
  });
});
