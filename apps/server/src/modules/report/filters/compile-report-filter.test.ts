import { type FilterCondition, ZFilterCondition, ZFilterDefinition } from '@cairn/contract';
import { Operator, type OptionRecord } from '@cairn/core';
import { buildDataset, compileFilter, type DatasetRow } from '@cairn/stats';
import { describe, expect, it } from 'vitest';
import type { AnalysisQuestion } from '../analysis-source.ts';
import { compileReportFilter } from './compile-report-filter.ts';

/** Hand-made questions: only the fields the compiler reads (node id, options, columns). */
const option = (id: number, nodeId: number, position: number, type = 1): OptionRecord =>
  ({ id, nodeId, position, type, code: null, isGroup: false }) as OptionRecord;
const question = (id: number, options: OptionRecord[], columns: AnalysisQuestion['columns']) =>
  ({
    node: { id },
    options,
    columns,
    code: `Q${id}`,
    title: '',
    description: { kind: 'choice', columns },
  }) as unknown as AnalysisQuestion;

const questions = [
  // single choice: options 11, 12, 13 stand for 1, 2, 3
  question(
    1,
    [option(11, 1, 0), option(12, 1, 1), option(13, 1, 2)],
    [{ key: 'n1', kind: 'single', label: '', nodeId: 1 }],
  ),
  // multiple choice: one flag per option
  question(
    2,
    [option(21, 2, 0), option(22, 2, 1)],
    [
      { key: 'n2_o21', kind: 'multi-flag', label: '', nodeId: 2, optionId: 21 },
      { key: 'n2_o22', kind: 'multi-flag', label: '', nodeId: 2, optionId: 22 },
    ],
  ),
  question(3, [], [{ key: 'n3', kind: 'text', label: '', nodeId: 3 }]),
  question(4, [], [{ key: 'n4', kind: 'number', label: '', nodeId: 4 }]),
  // matrix: row 51 (a sub-question) with choices 55, 56
  question(
    5,
    [option(51, 5, 0, 2), option(55, 5, 0), option(56, 5, 1)],
    [{ key: 'n5_o51', kind: 'single', label: '', nodeId: 5, optionId: 51 }],
  ),
];

const rows: DatasetRow[] = [
  {
    cells: { n1: 1, n2_o21: 1, n2_o22: 0, n3: 'Green tea', n4: 3, n5_o51: 1 },
    status: 1,
    submittedAt: 100,
    source: 'qr',
    device: 'pc',
  },
  {
    cells: { n1: 2, n2_o21: 1, n2_o22: 1, n3: 'coffee', n4: 7, n5_o51: 2 },
    status: 1,
    submittedAt: 200,
    source: 'link',
    device: 'phone',
  },
  {
    cells: { n1: 3, n2_o21: 0, n2_o22: 1, n4: 5 },
    status: 1,
    submittedAt: 300,
    source: 'link',
    device: 'pc',
  },
  { cells: {}, status: 1, submittedAt: 400, device: 'phone' },
  { cells: { n1: 1, n2_o21: 1, n2_o22: 0, n3: 'TEA' }, status: 0, submittedAt: 500 },
];
const dataset = buildDataset(
  questions.flatMap((q) => q.columns),
  rows,
);

const keep = (definition: Record<string, unknown>) =>
  Array.from(compileFilter(dataset, compileReportFilter(ZFilterDefinition.parse(definition), questions)));
const item = (nodeId: number, optionType: number, extra: Partial<FilterCondition> = {}) =>
  ZFilterCondition.parse({ nodeId, optionType, ...extra });
const one = (condition: FilterCondition) =>
  keep({ conditions: [condition], statuses: ['partial', 'complete'] });

describe('compileReportFilter', () => {
  it('keeps complete responses only when the filter names no statuses, and no filter is the same', () => {
    expect(keep({})).toEqual([1, 1, 1, 1, 0]);
    expect(Array.from(compileFilter(dataset, compileReportFilter(null, questions)))).toEqual([1, 1, 1, 1, 0]);
    expect(keep({ statuses: ['partial'] })).toEqual([0, 0, 0, 0, 1]);
  });

  it('answered / not answered look at every column of the question', () => {
    expect(one(item(2, Operator.Answered))).toEqual([1, 1, 1, 0, 1]);
    expect(one(item(2, Operator.NotAnswered))).toEqual([0, 0, 0, 1, 0]);
    expect(one(item(99, Operator.NotAnswered))).toEqual([1, 1, 1, 1, 1]);
    expect(one(item(99, Operator.Answered))).toEqual([0, 0, 0, 0, 0]);
  });

  it('checked wants every listed option, includes any; unchecked holds for the unanswered', () => {
    expect(one(item(2, Operator.Checked, { optionIds: [21, 22] }))).toEqual([0, 1, 0, 0, 0]);
    expect(one(item(2, Operator.Includes, { optionIds: [21, 22] }))).toEqual([1, 1, 1, 0, 1]);
    expect(one(item(2, Operator.Unchecked, { optionIds: [22] }))).toEqual([1, 0, 0, 1, 1]);
    expect(one(item(1, Operator.Checked, { optionIds: [11] }))).toEqual([1, 0, 0, 0, 1]);
    expect(one(item(1, Operator.NotIncludes, { optionIds: [11, 12] }))).toEqual([0, 0, 1, 1, 0]);
    expect(one(item(5, Operator.Checked, { subId: 51, optionIds: [56] }))).toEqual([0, 1, 0, 0, 0]);
  });

  it('includes / not includes on text test containment, ignoring case', () => {
    expect(one(item(3, Operator.Includes, { value: 'tea' }))).toEqual([1, 0, 0, 0, 1]);
    expect(one(item(3, Operator.NotIncludes, { value: 'tea' }))).toEqual([0, 1, 0, 0, 0]);
  });

  it('compares numbers; every comparison fails on an unanswered question', () => {
    expect(one(item(4, Operator.Equal, { value: 5 }))).toEqual([0, 0, 1, 0, 0]);
    expect(one(item(4, Operator.NotEqual, { value: 5 }))).toEqual([1, 1, 0, 0, 0]);
    expect(one(item(4, Operator.Gte, { value: 5 }))).toEqual([0, 1, 1, 0, 0]);
    expect(one(item(4, Operator.Lte, { value: 5 }))).toEqual([1, 0, 1, 0, 0]);
    expect(one(item(4, Operator.Gt, { value: 5 }))).toEqual([0, 1, 0, 0, 0]);
    expect(one(item(4, Operator.Lt, { value: '5' }))).toEqual([1, 0, 0, 0, 0]);
    expect(one(item(4, Operator.Between, { value: 6, value2: 3 }))).toEqual([1, 0, 1, 0, 0]);
    expect(one(item(4, Operator.Between, { value: 6 }))).toEqual([0, 0, 0, 0, 0]);
  });

  it('equal without a value compares the checked set with the listed one', () => {
    expect(one(item(2, Operator.Equal, { optionIds: [21] }))).toEqual([1, 0, 0, 0, 1]);
    expect(one(item(2, Operator.NotEqual, { optionIds: [21] }))).toEqual([0, 1, 1, 0, 0]);
  });

  it('joins conditions with and / or, and-ed with time, source and device', () => {
    const conditions = [item(1, Operator.Checked, { optionIds: [11] }), item(4, Operator.Gt, { value: 6 })];
    expect(keep({ conditions, relation: 'or' })).toEqual([1, 1, 0, 0, 0]);
    expect(keep({ conditions, relation: 'and' })).toEqual([0, 0, 0, 0, 0]);
    expect(keep({ timeFrom: 200, timeTo: 400 })).toEqual([0, 1, 1, 0, 0]);
    expect(keep({ sources: ['link'] })).toEqual([0, 1, 1, 0, 0]);
    expect(keep({ devices: ['phone'] })).toEqual([0, 1, 0, 1, 0]);
  });
});
