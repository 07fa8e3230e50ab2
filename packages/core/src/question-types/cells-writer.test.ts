import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputFormat, MatrixSubType, QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { testQuestion } from '../testing/test-question.ts';
import { analysisColumns, answerToCells, cellsWriter } from './answers.ts';
import type { CellValue } from './define.ts';
import { QUESTION_TYPES } from './registry.ts';

/**
 * A type's `cellWriter` is a second way to say what its `toCells` says: here both run on the same
 * answers and must give the same cells, column by column.
 */
type Question = ReturnType<typeof testQuestion>;

/** What `toCells` gives, by column (keys outside the columns are ignored by every dataset). */
function byToCells(q: Question, answer: unknown): Record<string, CellValue> {
  const cells = answerToCells(q.node, q.options, answer);
  const keys = new Set(q.columns().map((column) => column.key));
  return Object.fromEntries(Object.entries(cells).filter(([key]) => keys.has(key)));
}

/** What the writer writes, by column key; slots outside the question's own must stay untouched. */
function byWriter(q: Question, answer: unknown): Record<string, CellValue> {
  const columns = q.columns();
  const at = 3;
  const out = new Array<CellValue | undefined>(at + columns.length + 2).fill(undefined);
  cellsWriter(q.node, q.options)(answer, out, at);
  expect(out.slice(0, at)).toEqual([undefined, undefined, undefined]);
  expect(out.slice(at + columns.length)).toEqual([undefined, undefined]);
  const cells: Record<string, CellValue> = {};
  columns.forEach((column, slot) => {
    const value = out[at + slot];
    if (value !== undefined) cells[column.key] = value;
  });
  return cells;
}

const ids = (options: readonly OptionRecord[]) => options.map((option) => option.id);
const other = { 1: { other: true } };

interface Case {
  question: () => Question;
  answers: (q: Question) => fc.Arbitrary<unknown>;
}

const single = (q: Question) =>
  fc.record(
    { optionId: fc.constantFrom(...ids(q.choices), 999_999), text: fc.string({ maxLength: 3 }) },
    { requiredKeys: ['optionId'] },
  );
const multiple = (q: Question) =>
  fc.record(
    {
      optionIds: fc.shuffledSubarray([...ids(q.choices), 999_999]),
      texts: fc.dictionary(fc.constantFrom(...ids(q.choices).map(String)), fc.string({ maxLength: 3 })),
    },
    { requiredKeys: ['optionIds'] },
  );
const scores = (q: Question) =>
  fc.dictionary(fc.constantFrom(...ids(q.choices).map(String)), fc.integer({ min: 0, max: 10 }));
const matrixRows = (q: Question, row: fc.Arbitrary<unknown>) =>
  fc.dictionary(fc.constantFrom(...ids(q.rows).map(String)), row);
const matrixCase = (subType: number, row: (q: Question) => fc.Arbitrary<unknown>): Case => ({
  question: () => testQuestion(QuestionType.Matrix, { subType }),
  answers: (q) => matrixRows(q, row(q)),
});
const column = (q: Question) => fc.constantFrom(...ids(q.choices), 999_999);
const columnList = (q: Question) => fc.shuffledSubarray([...ids(q.choices), 999_999]);
const columnTexts = (q: Question) =>
  fc.dictionary(fc.constantFrom(...ids(q.choices).map(String)), fc.string({ maxLength: 3 }));
/** A matrix row of any of the three shapes: a shape of the other layout must write nothing. */
const anyRow = (q: Question) => fc.oneof(column(q), columnList(q), columnTexts(q));

/** Every type with a `cellWriter`, with the settings that change its columns. */
const CASES: Record<string, Case[]> = {
  'single-choice': [{ question: () => testQuestion(QuestionType.SingleChoice, {}, other), answers: single }],
  dropdown: [{ question: () => testQuestion(QuestionType.Dropdown, {}, other), answers: single }],
  'multiple-choice': [
    { question: () => testQuestion(QuestionType.MultipleChoice, {}, other), answers: multiple },
  ],
  'image-choice': [
    {
      question: () => testQuestion(QuestionType.ImageChoice, { options: ['a', 'b', 'c'] }, other),
      answers: multiple,
    },
  ],
  'vote-choice': [
    {
      question: () => testQuestion(QuestionType.VoteChoice, { setting: { is_multiple: true } }, other),
      answers: multiple,
    },
  ],
  'vote-image-choice': [
    {
      question: () => testQuestion(QuestionType.VoteImageChoice, { options: ['a', 'b'] }, other),
      answers: multiple,
    },
  ],
  rate: [{ question: () => testQuestion(QuestionType.Rate), answers: scores }],
  slider: [{ question: () => testQuestion(QuestionType.Slider), answers: scores }],
  proportion: [{ question: () => testQuestion(QuestionType.Proportion), answers: scores }],
  nps: [{ question: () => testQuestion(QuestionType.Nps), answers: () => fc.integer({ min: 0, max: 10 }) }],
  'open-text': [
    { question: () => testQuestion(QuestionType.OpenText), answers: () => fc.string({ maxLength: 5 }) },
    {
      question: () => testQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Integer } }),
      answers: () => fc.oneof(fc.integer().map(String), fc.constantFrom(' 7 ', '', 'x')),
    },
  ],
  date: [
    { question: () => testQuestion(QuestionType.Date), answers: () => fc.constantFrom('2026-11-25', '') },
  ],
  time: [{ question: () => testQuestion(QuestionType.Time), answers: () => fc.constantFrom('08:30', '') }],
  rank: [
    {
      question: () => testQuestion(QuestionType.Rank),
      // Repeats and unknown ids too: the first place of an id counts, as with `indexOf`.
      answers: (q) => fc.record({ optionIds: fc.array(fc.constantFrom(...ids(q.choices), 999_999)) }),
    },
  ],
  matrix: [
    matrixCase(MatrixSubType.Single, anyRow),
    matrixCase(MatrixSubType.Score, anyRow),
    matrixCase(MatrixSubType.Multiple, anyRow),
    matrixCase(MatrixSubType.Open, anyRow),
  ],
};

describe('cellsWriter', () => {
  it('has cases for exactly the types that declare a cellWriter', () => {
    const declared = QUESTION_TYPES.filter((definition) => definition.answer?.cellWriter).map((d) => d.key);
    expect(Object.keys(CASES).sort()).toEqual(declared.sort());
  });

  for (const [key, cases] of Object.entries(CASES)) {
    it(`${key}: the writer gives the cells toCells gives`, () => {
      for (const { question, answers } of cases) {
        const q = question();
        expect(q.columns().length).toBeGreaterThan(0);
        fc.assert(
          fc.property(answers(q), (answer) => {
            expect(byWriter(q, answer)).toEqual(byToCells(q, answer));
          }),
        );
      }
    });
  }

  it('types without a writer are written through toCells by key', () => {
    const signature = testQuestion(QuestionType.Signature);
    expect(byWriter(signature, { url: 'https://x/s.png' })).toEqual({
      [`n${signature.node.id}`]: 'https://x/s.png',
    });
    const choice = testQuestion(QuestionType.SingleChoice);
    const [first] = analysisColumns(choice.node, choice.options);
    expect(byWriter(choice, null)).toEqual({});
    expect(byWriter(choice, { optionId: choice.choices[0]!.id })).toEqual({ [first!.key]: 1 });
  });
});
