import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { newOptionRecord } from '../tree/new-records.ts';
import { factsOf } from './answer-facts.ts';
import { evaluateItem } from './operators.ts';
import { type ConditionItem, Operator, type OperatorValue } from './schema.ts';

// Options 11, 12, 13 with codes 1, 2, 3; sub-questions 21, 22.
const optionById = new Map<number, OptionRecord>(
  [11, 12, 13, 21, 22].map((id) => [
    id,
    newOptionRecord({
      id,
      surveyId: 1,
      nodeId: 1,
      title: `o${id}`,
      code: String(id % 10),
      position: (id % 10) - 1,
    }),
  ]),
);

type Shape = { type: number; answer: unknown; subId?: number };
const shapes = {
  unanswered: { type: QuestionType.SingleChoice, answer: undefined },
  single: { type: QuestionType.SingleChoice, answer: { optionId: 12 } },
  singleOther: { type: QuestionType.SingleChoice, answer: { optionId: 13, text: 'Blue Bird' } },
  multiple: { type: QuestionType.MultipleChoice, answer: { optionIds: [11, 13] } },
  emptyMultiple: { type: QuestionType.MultipleChoice, answer: { optionIds: [] } },
  rank: { type: QuestionType.Rank, answer: { optionIds: [13, 11, 12] } },
  rate: { type: QuestionType.Rate, answer: { '11': 4, '12': 2 } },
  nps: { type: QuestionType.Nps, answer: 9 },
  text: { type: QuestionType.OpenText, answer: '  Hello World ' },
  numericText: { type: QuestionType.OpenText, answer: '42' },
  date: { type: QuestionType.Date, answer: '2026-05-01' },
  matrixRow: { type: QuestionType.Matrix, answer: { '21': 12, '22': 13 }, subId: 21 },
  matrixAll: { type: QuestionType.Matrix, answer: { '21': 12, '22': 13 } },
  formField: { type: QuestionType.Form, answer: { '21': 'Zhang San', '22': '' }, subId: 21 },
  dragList: { type: QuestionType.WordDrag, answer: { '11': 21, '12': 22, '13': 21 }, subId: 21 },
  upload: { type: QuestionType.Upload, answer: [{ url: '/f', name: 'f', size: 1 }] },
  garbage: { type: QuestionType.SingleChoice, answer: { optionId: 'x', whatever: true } },
} satisfies Record<string, Shape>;
type ShapeName = keyof typeof shapes;

function item(optionType: OperatorValue, extra: Partial<ConditionItem> = {}): ConditionItem {
  return {
    nodeId: 1,
    optionType,
    optionIds: [],
    subId: null,
    value: null,
    value2: null,
    compare: null,
    ...extra,
  };
}

function holds(shape: ShapeName, condition: ConditionItem): boolean {
  const { type, answer, subId } = shapes[shape] as Shape;
  return evaluateItem(
    { ...condition, subId: subId ?? null },
    factsOf(type, answer, subId ?? null, optionById),
  );
}

/** Each row: an operator with its arguments, and the shapes for which it holds (all others: false). */
const table: { name: string; condition: ConditionItem; holdsFor: ShapeName[] }[] = [
  { name: 'all', condition: item(Operator.All), holdsFor: Object.keys(shapes) as ShapeName[] },
  {
    name: 'answered',
    condition: item(Operator.Answered),
    holdsFor: [
      'single',
      'singleOther',
      'multiple',
      'rank',
      'rate',
      'nps',
      'text',
      'numericText',
      'date',
      'matrixRow',
      'matrixAll',
      'formField',
      'dragList',
      'upload',
    ],
  },
  {
    name: 'not answered',
    condition: item(Operator.NotAnswered),
    holdsFor: ['unanswered', 'emptyMultiple', 'garbage'],
  },
  {
    name: 'checked 11',
    condition: item(Operator.Checked, { optionIds: [11] }),
    holdsFor: ['multiple', 'rank', 'rate', 'dragList'],
  },
  {
    name: 'checked 11 and 13',
    condition: item(Operator.Checked, { optionIds: [11, 13] }),
    holdsFor: ['multiple', 'rank', 'dragList'],
  },
  {
    name: 'unchecked 12',
    condition: item(Operator.Unchecked, { optionIds: [12] }),
    holdsFor: [
      'unanswered',
      'singleOther',
      'multiple',
      'emptyMultiple',
      'nps',
      'text',
      'numericText',
      'date',
      'formField',
      'dragList',
      'upload',
      'garbage',
    ],
  },
  {
    name: 'includes 12 or 13',
    condition: item(Operator.Includes, { optionIds: [12, 13] }),
    holdsFor: ['single', 'singleOther', 'multiple', 'rank', 'rate', 'matrixRow', 'matrixAll', 'dragList'],
  },
  {
    name: 'includes text "world"',
    condition: item(Operator.Includes, { value: 'WORLD' }),
    holdsFor: ['text'],
  },
  {
    name: 'includes other text "bird"',
    condition: item(Operator.Includes, { value: 'bird' }),
    holdsFor: ['singleOther'],
  },
  {
    name: 'not includes 11',
    condition: item(Operator.NotIncludes, { optionIds: [11] }),
    holdsFor: [
      'unanswered',
      'single',
      'singleOther',
      'emptyMultiple',
      'nps',
      'text',
      'numericText',
      'date',
      'matrixRow',
      'matrixAll',
      'formField',
      'upload',
      'garbage',
    ],
  },
  {
    name: 'not includes text "hello"',
    condition: item(Operator.NotIncludes, { value: 'hello' }),
    holdsFor: [
      'unanswered',
      'single',
      'singleOther',
      'multiple',
      'emptyMultiple',
      'rank',
      'rate',
      'nps',
      'numericText',
      'date',
      'matrixRow',
      'matrixAll',
      'formField',
      'dragList',
      'upload',
      'garbage',
    ],
  },
  {
    name: 'checked count = 2',
    condition: item(Operator.CheckedCount, { value: 2 }),
    holdsFor: ['multiple', 'rate', 'matrixAll', 'dragList'],
  },
  {
    name: 'checked count >= 3',
    condition: item(Operator.CheckedCount, { value: 3, compare: Operator.Gte }),
    holdsFor: ['rank'],
  },
  { name: 'equal 9', condition: item(Operator.Equal, { value: 9 }), holdsFor: ['nps'] },
  {
    name: 'equal 2 (single: option code)',
    condition: item(Operator.Equal, { value: 2 }),
    holdsFor: ['single', 'matrixRow', 'dragList'],
  },
  { name: 'equal text', condition: item(Operator.Equal, { value: 'hello world' }), holdsFor: ['text'] },
  {
    name: 'equal listed set',
    condition: item(Operator.Equal, { optionIds: [13, 11] }),
    holdsFor: ['multiple', 'dragList'],
  },
  {
    name: 'not equal 9',
    condition: item(Operator.NotEqual, { value: 9 }),
    holdsFor: [
      'single',
      'singleOther',
      'multiple',
      'rank',
      'rate',
      'numericText',
      'matrixRow',
      'dragList',
      'upload',
    ],
  },
  { name: 'gte 42', condition: item(Operator.Gte, { value: 42 }), holdsFor: ['numericText'] },
  {
    name: 'lte 3',
    condition: item(Operator.Lte, { value: 3 }),
    holdsFor: ['single', 'singleOther', 'rank', 'matrixRow', 'dragList', 'upload'],
  },
  { name: 'gt 8', condition: item(Operator.Gt, { value: 8 }), holdsFor: ['nps', 'numericText'] },
  { name: 'lt 2', condition: item(Operator.Lt, { value: 2 }), holdsFor: ['upload'] },
  // Texts compare in code-point order: right for ISO dates, arbitrary (but stable) for prose.
  {
    name: 'gt date',
    condition: item(Operator.Gt, { value: '2026-01-31' }),
    holdsFor: ['date', 'text', 'singleOther', 'numericText', 'formField'],
  },
  {
    name: 'between 5 and 10',
    condition: item(Operator.Between, { value: 5, value2: 10 }),
    holdsFor: ['nps', 'rate'],
  },
  {
    name: 'score of 11 >= 4',
    condition: item(Operator.Gte, { optionIds: [11], value: 4 }),
    holdsFor: ['rate'],
  },
  {
    name: 'rank of 11 = 2',
    condition: item(Operator.Equal, { optionIds: [11], value: 2 }),
    holdsFor: ['rank'],
  },
];

describe('operators × answer shapes', () => {
  for (const row of table) {
    describe(row.name, () => {
      for (const shape of Object.keys(shapes) as ShapeName[]) {
        const expected = row.holdsFor.includes(shape);
        it(`${expected ? 'holds' : 'fails'} for ${shape}`, () => {
          expect(holds(shape, row.condition)).toBe(expected);
        });
      }
    });
  }

  it('a text value that reads as a number compares numerically with typed numbers', () => {
    expect(holds('numericText', item(Operator.Equal, { value: '42.0' }))).toBe(true);
    expect(holds('nps', item(Operator.Lt, { value: '10' }))).toBe(true);
  });

  it('between needs both bounds and accepts them in either order', () => {
    expect(holds('nps', item(Operator.Between, { value: 10, value2: 5 }))).toBe(true);
    expect(holds('nps', item(Operator.Between, { value: 5 }))).toBe(false);
  });
});
