import { describe, expect, it } from 'vitest';
import { MatrixSubType, QuestionType } from '../model/enums.ts';
import { QUESTION_TYPES } from '../question-types/registry.ts';
import { testQuestion } from '../testing/test-question.ts';
import { REPORT_KIND_BY_TYPE_KEY, reportDescriptionOf } from './report-kind.ts';

const describeOf = (q: ReturnType<typeof testQuestion>) => reportDescriptionOf(q.node, q.options);

describe('report kinds', () => {
  it('gives every type that takes an answer a report kind, and no other', () => {
    const answering = QUESTION_TYPES.filter((type) => type.answer).map((type) => type.key);
    expect(Object.keys(REPORT_KIND_BY_TYPE_KEY).sort()).toEqual([...answering].sort());
  });

  it('describes every answering type with its analysis columns; others with null', () => {
    for (const type of QUESTION_TYPES) {
      const q = testQuestion(type.type);
      const description = describeOf(q);
      if (!type.answer) expect(description).toBeNull();
      else expect(description?.columns.map((column) => column.key)).toEqual(q.columns().map((c) => c.key));
    }
  });

  it('groups a multiple matrix by row, labelled by the row', () => {
    const q = testQuestion(QuestionType.Matrix, { subType: MatrixSubType.Multiple });
    const description = describeOf(q)!;
    expect(description.kind).toBe('matrix');
    const [row] = q.rows;
    const ofRow = description.columns.filter((column) => column.group === row!.id);
    expect(ofRow.length).toBe(q.choices.length);
    expect(ofRow.every((column) => column.kind === 'multi-flag')).toBe(true);
    expect(new Set(ofRow.map((column) => column.groupLabel)).size).toBe(1);
    expect(ofRow[0]!.label.startsWith(`${ofRow[0]!.groupLabel} / `)).toBe(true);
  });

  it('gives max-diff columns their item and role', () => {
    const q = testQuestion(QuestionType.MaxDiff);
    const description = describeOf(q)!;
    const [item] = q.choices;
    const ofItem = description.columns.filter((column) => column.group === item!.id);
    expect(ofItem.map((column) => column.role)).toEqual(['best', 'worst', 'shown']);
    expect(ofItem.map((column) => column.key)).toEqual(
      ['best', 'worst', 'shown'].map((role) => `n${q.node.id}_o${item!.id}_${role}`),
    );
    expect(ofItem[0]!.groupLabel).not.toMatch(/\(best\)/);
  });
});
