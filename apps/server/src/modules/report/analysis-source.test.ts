import { QuestionType } from '@cairn/core';
import { aDocument } from '@cairn/core/testing/document-builder';
import { describe, expect, it } from 'vitest';
import { analysisQuestionsOf, datasetColumnsOf, STATUS_CODE, toDatasetRow } from './analysis-source.ts';

function survey() {
  return aDocument()
    .question(QuestionType.SingleChoice, { code: 'Q1', title: '<b>Age</b>', options: ['Young', 'Old'] })
    .question(QuestionType.Text, { code: 'T', title: 'A note, no answer' })
    .question(QuestionType.MultipleChoice, { code: 'Q2', options: ['Tea', 'Coffee'] })
    .build();
}

describe('analysis source', () => {
  it('lists answerable questions in reading order with plain titles and their columns', () => {
    const questions = analysisQuestionsOf(survey());
    expect(questions.map((q) => q.code)).toEqual(['Q1', 'Q2']);
    expect(questions[0]?.title).toBe('Age');
    expect(questions[0]?.description.kind).toBe('choice');
    expect(datasetColumnsOf(questions).map((c) => c.kind)).toEqual(['single', 'multi-flag', 'multi-flag']);
  });

  it('turns a stored response into a dataset row; an answer that no longer fits leaves its question empty', () => {
    const document = survey();
    const questions = analysisQuestionsOf(document);
    const [q1, q2] = questions;
    const young = q1!.options[0]!.id;
    const started = new Date('2026-11-01T10:00:00Z');
    const row = toDatasetRow(questions, {
      status: 'partial',
      answers: { [q1!.node.id]: { optionId: young }, [q2!.node.id]: 42 },
      weight: 2,
      submittedAt: null,
      startedAt: started,
      source: '',
      device: 'phone',
    });
    expect(row.status).toBe(STATUS_CODE.partial);
    expect(row.submittedAt).toBe(started.getTime());
    expect(row.source).toBeNull();
    expect(row.cells[q1!.columns[0]!.key]).toBe(1);
    for (const column of q2!.columns) expect(row.cells[column.key] ?? null).toBeNull();
  });

  it('names the option each column stands for: a matrix row, a multiple-choice flag (filters and exports read it)', () => {
    const document = aDocument()
      .question(QuestionType.Matrix, {
        code: 'M',
        options: ['Bad', 'Good'],
        subQuestions: ['Food', 'Service'],
      })
      .question(QuestionType.MultipleChoice, { code: 'Q2', options: ['Tea', 'Coffee'] })
      .build();
    const [matrix, multiple] = analysisQuestionsOf(document);
    const rows = matrix!.options.filter((o) => o.type === 2).map((o) => o.id);
    expect(matrix!.columns.map((c) => c.optionId)).toEqual(rows);
    expect(multiple!.columns.map((c) => c.optionId)).toEqual(multiple!.options.map((o) => o.id));
  });
});
