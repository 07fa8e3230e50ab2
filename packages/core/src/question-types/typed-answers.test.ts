import { describe, expect, it } from 'vitest';
import { InputFormat, QuestionType } from '../model/enums.ts';
import { idOf, testQuestion } from '../testing/test-question.ts';
import { answerUniqueCells } from './answers.ts';

describe('open text answers', () => {
  it('check the input format and the limits (length for text, value for numbers)', () => {
    const email = testQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Email } });
    expect(email.check('a@b.cn').ok).toBe(true);
    expect(email.codesOf('not-mail')).toEqual(['format']);
    const number = testQuestion(QuestionType.OpenText, {
      setting: { format: InputFormat.Integer, min: 1, max: 10 },
    });
    expect(number.check('7').ok).toBe(true);
    expect(number.codesOf('70')).toEqual(['out_of_range']);
    expect(number.codesOf('7.5')).toEqual(['format']);
    expect(number.cells('7')).toEqual({ [`n${number.node.id}`]: 7 });
    expect(number.columns()[0]?.kind).toBe('number');
    const text = testQuestion(QuestionType.OpenText, { setting: { min: 2, max: 4 } });
    expect(text.codesOf('a')).toEqual(['too_few']);
    expect(text.codesOf('abcde')).toEqual(['too_many']);
    expect(text.codesOf('   ')).toEqual(['required']);
    const mobile = testQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Mobile } });
    expect(mobile.check('138 0013 8000').ok).toBe(true);
    const chinese = testQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Chinese } });
    expect(chinese.check('你好').ok).toBe(true);
    expect(chinese.codesOf('hello')).toEqual(['format']);
  });
});

describe('score answers', () => {
  it('rate takes whole scores within min..max per item', () => {
    const q = testQuestion(QuestionType.Rate);
    const item = idOf(q.choices, 0);
    expect(q.check({ [item]: 5 }).ok).toBe(true);
    expect(q.codesOf({ [item]: 6 })).toEqual(['out_of_range']);
    expect(q.codesOf({ [item]: 2.5 })).toEqual(['invalid']);
    expect(q.codesOf({ 999: 3 })).toEqual(['unknown_option']);
    expect(q.numbers({ [item]: 4 })).toEqual([4]);
  });

  it('slider keeps to its steps', () => {
    const q = testQuestion(QuestionType.Slider, { setting: { step: 0.5 } });
    const item = idOf(q.choices, 0);
    expect(q.check({ [item]: 2.5 }).ok).toBe(true);
    expect(q.codesOf({ [item]: 2.25 })).toEqual(['invalid']);
  });

  it('proportion needs every item and the total', () => {
    const q = testQuestion(QuestionType.Proportion);
    const [a, b, c] = q.choices.map((option) => option.id) as [number, number, number];
    expect(q.check({ [a]: 50, [b]: 25.5, [c]: 24.5 }).ok).toBe(true);
    expect(q.codesOf({ [a]: 50, [b]: 25, [c]: 20 })).toEqual(['out_of_range']);
    expect(q.codesOf({ [a]: 100 })).toEqual(['required', 'required']);
  });

  it('nps is one whole score from 0 to 10', () => {
    const q = testQuestion(QuestionType.Nps);
    expect(q.check(0).ok).toBe(true);
    expect(q.codesOf(11)).toEqual(['out_of_range']);
    expect(q.cells(9)).toEqual({ [`n${q.node.id}`]: 9 });
  });
});

describe('evaluate answers', () => {
  it('pick a level, tags of that level when tags are on, a comment when comments are on', () => {
    const q = testQuestion(QuestionType.Evaluate, { setting: { is_tag: true } });
    expect(q.choices.map((option) => option.title)).toEqual([
      '非常不满意',
      '不满意',
      '一般',
      '满意',
      '非常满意',
    ]);
    const worst = q.choices[0] as (typeof q.choices)[number];
    const tag = (worst.setting.tags as string[])[0];
    expect(q.check({ optionId: worst.id, tags: [tag], comment: 'slow' }).ok).toBe(true);
    expect(q.codesOf({ optionId: worst.id, tags: ['made up'] })).toEqual(['unknown_option']);
    const noTags = testQuestion(QuestionType.Evaluate);
    expect(noTags.codesOf({ optionId: idOf(noTags.choices, 0), tags: [tag] })).toEqual(['invalid']);
    expect(q.numbers({ optionId: idOf(q.choices, 3) })).toEqual([4]);
  });
});

describe('table, form and matrix answers', () => {
  it('table rows between min and max, each cell in its column format', () => {
    const formats = {
      1: { setting: { format: InputFormat.Integer } },
      2: { setting: { format: 90, choices: ['A', 'B'] } },
    };
    const q = testQuestion(QuestionType.Table, { setting: { min: 1, max: 2 } }, formats);
    const [name, age, grade] = q.choices.map((option) => option.id) as [number, number, number];
    const row = { [name]: 'Li', [age]: '30', [grade]: 'A' };
    expect(q.check([row]).ok).toBe(true);
    expect(q.codesOf([row, row, row])).toEqual(['too_many']);
    expect(q.codesOf([{ ...row, [age]: 'thirty' }])).toEqual(['format']);
    expect(q.codesOf([{ ...row, [grade]: 'C' }])).toEqual(['unknown_option']);
    expect(q.columns()).toHaveLength(2 * 3);
    expect(q.cells([row])).toMatchObject({ [`n${q.node.id}_r1_o${age}`]: 30 });
  });

  it('form fields follow their own format and required flag, and declare no-repeat values', () => {
    const fields = { 0: { required: true }, 1: { setting: { format: InputFormat.Email } } };
    const q = testQuestion(
      QuestionType.Form,
      { options: ['Name', 'Email'], setting: { is_norepeat: true } },
      fields,
    );
    const [name, email] = q.choices.map((option) => option.id) as [number, number];
    expect(q.check({ [name]: 'Li', [email]: 'li@example.com' }).ok).toBe(true);
    expect(q.codesOf({ [name]: 'Li', [email]: 'x' })).toEqual(['format']);
    expect(q.codesOf({ [email]: 'li@example.com' })).toEqual(['required']);
    expect(q.codesOf({ [name]: 'Li', 12345: 'x' })).toEqual(['unknown_option']);
    expect(answerUniqueCells(q.node, q.options, { [name]: ' Li ' })).toEqual({
      [`n${q.node.id}_o${name}`]: 'Li',
    });
  });

  it('matrix answers per row depend on the subtype', () => {
    const single = testQuestion(QuestionType.Matrix);
    const [r1, r2, r3] = single.rows.map((row) => row.id) as [number, number, number];
    const [c1, c2] = single.choices.map((column) => column.id) as [number, number];
    expect(single.check({ [r1]: c1, [r2]: c2, [r3]: c1 }).ok).toBe(true);
    expect(single.codesOf({ [r1]: c1 })).toEqual(['required', 'required']);
    expect(single.codesOf({ [r1]: [c1], [r2]: c1, [r3]: c1 })).toEqual(['invalid']);
    const only = testQuestion(QuestionType.Matrix, { setting: { is_only: true } });
    const [o1, o2, o3] = only.rows.map((row) => row.id) as [number, number, number];
    const [k1, k2, k3] = only.choices.map((column) => column.id) as [number, number, number];
    expect(only.check({ [o1]: k1, [o2]: k2, [o3]: k3 }).ok).toBe(true);
    expect(only.codesOf({ [o1]: k1, [o2]: k1, [o3]: k3 })).toEqual(['invalid']);
    const multiple = testQuestion(QuestionType.Matrix, { subType: 2, setting: { required: false } });
    const [m1] = multiple.rows.map((row) => row.id) as [number];
    const [mc1, mc2] = multiple.choices.map((column) => column.id) as [number, number];
    expect(multiple.check({ [m1]: [mc1, mc2] }).ok).toBe(true);
    expect(multiple.columns()).toHaveLength(9);
    expect(single.columns()).toHaveLength(3);
  });
});
