import type { ReportNode } from '@cairn/contract';
import { Operator } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { conditionFor, conditionProblem, emptyFilterForm, toSaveBody } from './filter-draft.ts';

const choice: ReportNode = {
  nodeId: 7,
  code: 'Q1',
  title: 'Colour',
  type: 'single-choice',
  kind: 'choice',
  shape: 'single',
  operators: [Operator.Checked, Operator.Unchecked, Operator.Answered],
  options: [{ id: 70, title: 'Red', type: 1, value: 1 }],
  columns: [],
};
const matrix: ReportNode = { ...choice, nodeId: 8, shape: 'matrix-single', type: 'matrix', kind: 'matrix' };
const numeric: ReportNode = { ...choice, nodeId: 9, shape: 'number', operators: [Operator.Between] };

describe('filter conditions', () => {
  it('start on the question with its first operator and nothing chosen', () => {
    expect(conditionFor(choice)).toEqual({
      nodeId: 7,
      optionType: Operator.Checked,
      optionIds: [],
      subId: null,
      value: null,
      value2: null,
    });
  });

  it('say what is missing before they can be saved', () => {
    expect(conditionProblem(conditionFor(choice), undefined)).toBe('question');
    expect(conditionProblem(conditionFor(choice), choice)).toBe('options');
    expect(conditionProblem({ ...conditionFor(choice), optionIds: [70] }, choice)).toBeNull();
    expect(conditionProblem({ ...conditionFor(matrix), optionIds: [70] }, matrix)).toBe('row');
    expect(conditionProblem({ ...conditionFor(numeric), value: 1 }, numeric)).toBe('value');
    expect(conditionProblem({ ...conditionFor(numeric), value: 1, value2: 5 }, numeric)).toBeNull();
    expect(conditionProblem({ ...conditionFor(choice), optionType: Operator.Answered }, choice)).toBeNull();
  });

  it('save with the trimmed name, the id when editing, and select the filter', () => {
    const form = { ...emptyFilterForm(), name: '  Phones  ', devices: ['phone'] };
    expect(toSaveBody('S1', form)).toMatchObject({
      surveyCode: 'S1',
      name: 'Phones',
      devices: ['phone'],
      select: true,
    });
    expect(toSaveBody('S1', form)).not.toHaveProperty('id');
    expect(toSaveBody('S1', form, 4)).toMatchObject({ id: 4 });
  });
});
