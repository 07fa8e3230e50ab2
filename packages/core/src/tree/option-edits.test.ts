import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { applyChange } from '../testing/apply-change.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { chainOperations } from './chain.ts';
import { deleteNode } from './delete-node.ts';
import { optionsOfNode, toRecords } from './design-tree.ts';
import { linkQuestion } from './link-options.ts';
import { editOption, removeQuestionOptions, saveOptions } from './option-edits.ts';
import { addOptions, removeOptions, updateOption } from './options.ts';

const byId = (records: { id: number }[]) => [...records].sort((a, b) => a.id - b.id);

describe('chainOperations', () => {
  it('reports a row made and then edited once, as inserted with its final content', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).build();
    const q1 = ids.Q1 as number;
    const first = optionsOfNode(tree, q1)[0] as OptionRecord;
    let madeId = 0;
    const result = unwrap(
      chainOperations(tree, [
        (t) => {
          const added = addOptions(t, { nodeId: q1, titles: ['new'] }, ctx);
          madeId = added.ok ? (added.change.options.inserted[0]?.id ?? 0) : 0;
          return added;
        },
        (t) => updateOption(t, { id: madeId, patch: { title: 'final' } }),
        (t) => updateOption(t, { id: first.id, patch: { other: true } }),
        (t) => updateOption(t, { id: first.id, patch: { other: false } }),
      ]),
    );
    expect(result.change.options.inserted.map((o) => [o.id, o.title])).toEqual([[madeId, 'final']]);
    // Edited and edited back: no change at all.
    expect(result.change.options.updated).toEqual([]);
  });

  it('drops a row made and removed, and fails as a whole on the first failure', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).build();
    const q1 = ids.Q1 as number;
    let madeId = 0;
    const made = unwrap(
      chainOperations(tree, [
        (t) => {
          const added = unwrap(addOptions(t, { nodeId: q1 }, ctx));
          madeId = added.change.options.inserted[0]?.id ?? 0;
          return added;
        },
        (t) => removeOptions(t, { nodeId: q1, ids: [madeId] }),
      ]),
    );
    expect(made.change.options).toEqual({ inserted: [], updated: [], deleted: [] });
    const failed = chainOperations(tree, [
      (t) => addOptions(t, { nodeId: q1 }, ctx),
      (t) => updateOption(t, { id: 999999, patch: {} }),
    ]);
    expect(failed).toMatchObject({ ok: false, issues: [{ code: 'A0404' }] });
  });
});

describe('saveOptions', () => {
  it('adds titles, or options given in full, as one exact change', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(2).build();
    const q1 = ids.Q1 as number;
    const result = unwrap(
      saveOptions(
        tree,
        { nodeId: q1, options: ['Yes', { title: 'None', exclusive: true, setting: { a: 1 } }] },
        ctx,
      ),
    );
    expect(result.change.options.inserted.map((o) => [o.code, o.title, o.exclusive, o.setting])).toEqual([
      ['4', 'Yes', false, {}],
      ['5', 'None', true, { a: 1 }],
    ]);
    expect(result.change.options.updated).toEqual([]);
    const replayed = applyChange(toRecords(tree), result.change);
    expect(byId(replayed.options)).toEqual(byId(toRecords(result.tree).options));
  });

  it('refuses sub-questions on a type that reads none: a rating scores its options (issue 18/14)', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(QuestionType.Rate)
      .withQuestion(QuestionType.WordDrag)
      .build();
    expect(saveOptions(tree, { nodeId: ids.Q1 as number, type: 2, count: 1 }, ctx)).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['type'] }],
    });
    expect(saveOptions(tree, { nodeId: ids.Q2 as number, type: 2, count: 1 }, ctx).ok).toBe(true);
  });

  it('adds a count of default options, sub-questions, and options in linked questions', () => {
    const { tree, ctx, ids } = aSurvey()
      .withQuestion(QuestionType.Matrix)
      .withQuestion(1)
      .withQuestion(1)
      .build();
    const rows = unwrap(saveOptions(tree, { nodeId: ids.Q1 as number, type: 2, count: 2 }, ctx));
    expect(rows.change.options.inserted.map((o) => [o.type, o.title])).toEqual([
      [2, '子问题-4'],
      [2, '子问题-5'],
    ]);
    const linked = unwrap(
      linkQuestion(tree, { nodeId: ids.Q3 as number, sourceId: ids.Q2 as number }, ctx),
    ).tree;
    const added = unwrap(
      saveOptions(linked, { nodeId: ids.Q2 as number, options: [{ title: 'X', other: true }] }, ctx),
    );
    expect(added.change.options.inserted.map((o) => [o.nodeId, o.code, o.title, o.other])).toEqual([
      [ids.Q2, '7', 'X', true],
      [ids.Q3, '7', 'X', true],
    ]);
  });
});

describe('editOption and removeQuestionOptions', () => {
  it('edit an option of the question named, not of another or of a trashed one', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const option = optionsOfNode(tree, q1)[0] as OptionRecord;
    const edited = unwrap(
      editOption(tree, { nodeId: q1, id: option.id, patch: { title: '<b>T</b><script>x</script>' } }),
    );
    expect(edited.change.options.updated.map((o) => o.title)).toEqual(['<b>T</b>']);
    expect(editOption(tree, { nodeId: q2, id: option.id, patch: { title: 'x' } })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
    const trashed = unwrap(deleteNode(tree, { id: q1 }, ctx)).tree;
    expect(editOption(trashed, { nodeId: q1, id: option.id, patch: { title: 'x' } })).toMatchObject({
      ok: false,
    });
    expect(removeQuestionOptions(trashed, { nodeId: q1, ids: [option.id] })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
    expect(removeQuestionOptions(tree, { nodeId: q1, ids: [option.id] }).ok).toBe(true);
  });

  it('refuse editing what a mirrored option shows, but not its own fields', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const linked = unwrap(linkQuestion(tree, { nodeId: q2, sourceId: q1 }, ctx)).tree;
    const mirror = optionsOfNode(linked, q2)[0] as OptionRecord;
    expect(editOption(linked, { nodeId: q2, id: mirror.id, patch: { title: 'x' } })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['options', mirror.id, 'title'] }],
    });
    expect(editOption(linked, { nodeId: q2, id: mirror.id, patch: { required: true } }).ok).toBe(true);
  });
});
