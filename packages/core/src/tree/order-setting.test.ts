import { describe, expect, it } from 'vitest';
import { QuestionType, SequenceMode } from '../index.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { setOrderMode } from './order-setting.ts';

describe('setOrderMode', () => {
  const { tree, ids } = aSurvey()
    .withGroup()
    .withQuestion(QuestionType.SingleChoice)
    .withQuestion(QuestionType.OpenText)
    .withPage()
    .build();
  const group = tree.nodes.get(ids.Q1!)!.parentId!;
  const options = [...tree.optionsOf.get(ids.Q1!)!];

  it('orders a group’s children and a question’s options, with fixed items', () => {
    const grouped = unwrap(
      setOrderMode(tree, { id: group, order: SequenceMode.Random, fixedIds: [ids.Q2!] }),
    );
    expect(grouped.change.nodes.updated[0]!.setting).toMatchObject({ order: 1, fixed_ids: [ids.Q2] });
    const last = options.at(-1)!;
    const choice = unwrap(
      setOrderMode(tree, { id: ids.Q1!, order: SequenceMode.ForwardReverse, fixedIds: [last, last] }),
    );
    expect(choice.change.nodes.updated[0]!.setting).toMatchObject({ order: 4, fixed_ids: [last] });
    // Ordered: nothing moves, so nothing is fixed.
    const ordered = unwrap(
      setOrderMode(grouped.tree, { id: group, order: SequenceMode.Ordered, fixedIds: [ids.Q2!] }),
    );
    expect(ordered.change.nodes.updated[0]!.setting).toMatchObject({ order: 0, fixed_ids: [] });
  });

  it('refuses fixed ids it does not order, bad modes and nodes without anything to order', () => {
    expect(setOrderMode(tree, { id: group, order: 1, fixedIds: [options[0]!] })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0400', path: ['nodes', group, 'fixed_ids'] }],
    });
    expect(setOrderMode(tree, { id: ids.Q1!, order: 9 })).toMatchObject({ ok: false });
    expect(setOrderMode(tree, { id: ids.Q2!, order: 1 })).toMatchObject({ ok: false });
    expect(setOrderMode(tree, { id: 4040, order: 1 })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0404' }],
    });
  });
});
