import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { idOf, testQuestion } from '../testing/test-question.ts';
import { validateAnswer } from './answers.ts';

function validateWith(node: NodeRecord, options: OptionRecord[], raw: unknown) {
  return validateAnswer(node, options, raw);
}

describe('single choice and dropdown answers', () => {
  it('accept one of the options and refuse others, missing answers to required questions, bad shapes', () => {
    for (const type of [QuestionType.SingleChoice, QuestionType.Dropdown]) {
      const q = testQuestion(type);
      expect(q.check({ optionId: idOf(q.choices, 1) })).toEqual({
        ok: true,
        value: { optionId: idOf(q.choices, 1) },
      });
      expect(q.codesOf({ optionId: 9999 })).toEqual(['unknown_option']);
      expect(q.codesOf(undefined)).toEqual(['required']);
      expect(q.check(undefined, { enforceRequired: false })).toEqual({ ok: true, value: null });
      expect(q.codesOf({ optionId: 'one' })).toEqual(['invalid']);
      expect(q.codesOf({ optionId: idOf(q.choices, 0), text: 'why' })).toEqual(['invalid']);
    }
  });

  it('take text for an "other" option, required when the option says so', () => {
    const q = testQuestion(QuestionType.SingleChoice);
    const other = { ...(q.choices[2] as (typeof q.choices)[number]), other: true, required: true };
    const options = q.options.map((option) => (option.id === other.id ? other : option));
    const check = (raw: unknown) => validateWith(q.node, options, raw);
    expect(check({ optionId: other.id, text: 'mine' }).ok).toBe(true);
    expect(check({ optionId: other.id })).toMatchObject({ ok: false, issues: [{ code: 'required' }] });
  });

  it('become a single column with option codes as values, plus a text column per "other" option', () => {
    const q = testQuestion(QuestionType.SingleChoice, { code: 'S1' });
    const [column] = q.columns();
    expect(column).toMatchObject({ kind: 'single', key: `n${q.node.id}` });
    expect(column?.categories).toEqual([
      { value: 1, label: '选项-1' },
      { value: 2, label: '选项-2' },
      { value: 3, label: '选项-3' },
    ]);
    expect(q.cells({ optionId: idOf(q.choices, 2) })).toEqual({ [`n${q.node.id}`]: 3 });
    expect(q.numbers({ optionId: idOf(q.choices, 1) })).toEqual([2]);
  });
});

describe('multiple choice answers', () => {
  it('respect min and max (0 = no limit), unknown and repeated options, exclusive options', () => {
    const q = testQuestion(QuestionType.MultipleChoice, { setting: { min: 2, max: 2 } });
    const [a, b, c] = [0, 1, 2].map((i) => idOf(q.choices, i)) as [number, number, number];
    expect(q.check({ optionIds: [a, b] }).ok).toBe(true);
    expect(q.codesOf({ optionIds: [a] })).toEqual(['too_few']);
    expect(q.codesOf({ optionIds: [a, b, c] })).toEqual(['too_many']);
    expect(q.codesOf({ optionIds: [a, a] })).toEqual(['invalid']);
    expect(q.codesOf({ optionIds: [a, 777] })).toEqual(['unknown_option']);
    expect(q.codesOf({ optionIds: [] })).toEqual(['required']);

    const exclusive = q.choices.map((option) => (option.id === c ? { ...option, exclusive: true } : option));
    expect(validateWith(q.node, exclusive, { optionIds: [c] }).ok).toBe(true);
    expect(validateWith(q.node, exclusive, { optionIds: [a, c] })).toMatchObject({
      issues: [{ code: 'exclusive' }],
    });
  });

  it('become one 0/1 column per option', () => {
    const q = testQuestion(QuestionType.MultipleChoice);
    expect(q.columns().map((column) => column.kind)).toEqual(['multi-flag', 'multi-flag', 'multi-flag']);
    const cells = q.cells({ optionIds: [idOf(q.choices, 0), idOf(q.choices, 2)] });
    expect(Object.values(cells)).toEqual([1, 0, 1]);
    expect(q.numbers({ optionIds: [idOf(q.choices, 0), idOf(q.choices, 2)] })).toEqual([1, 3]);
  });
});

describe('image choice, vote and rank answers', () => {
  it('image choice takes one image unless is_multiple', () => {
    const q = testQuestion(QuestionType.ImageChoice, { options: ['a.png', 'b.png', 'c.png'] });
    const [a, b] = [idOf(q.choices, 0), idOf(q.choices, 1)];
    expect(q.check({ optionIds: [a] }).ok).toBe(true);
    expect(q.codesOf({ optionIds: [a, b] })).toEqual(['too_many']);
    const multi = testQuestion(QuestionType.VoteChoice, { setting: { is_multiple: true, max: 2 } });
    expect(multi.check({ optionIds: [idOf(multi.choices, 0), idOf(multi.choices, 1)] }).ok).toBe(true);
  });

  it('rank wants every option ranked once unless min/max make it a top n', () => {
    const q = testQuestion(QuestionType.Rank);
    const ids = q.choices.map((option) => option.id);
    expect(q.check({ optionIds: [...ids].reverse() }).ok).toBe(true);
    expect(q.codesOf({ optionIds: ids.slice(0, 2) })).toEqual(['too_few']);
    const top2 = testQuestion(QuestionType.Rank, { setting: { min: 1, max: 2 } });
    expect(top2.check({ optionIds: [idOf(top2.choices, 2)] }).ok).toBe(true);
    expect(q.cells({ optionIds: [ids[2], ids[0], ids[1]] })).toEqual({
      [`n${q.node.id}_o${ids[0]}`]: 2,
      [`n${q.node.id}_o${ids[1]}`]: 3,
      [`n${q.node.id}_o${ids[2]}`]: 1,
    });
  });
});
