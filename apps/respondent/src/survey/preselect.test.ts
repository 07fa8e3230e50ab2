import { compileSurvey } from '@cairn/core/logic/compile';
import { evaluateFlow } from '@cairn/core/logic/evaluate-flow';
import { Operator } from '@cairn/core/logic/schema';
import { QuestionType } from '@cairn/core/model/enums';
import { aDocument, when } from '@cairn/core/testing/document-builder';
import { describe, expect, it } from 'vitest';
import { preselectedAnswers } from './preselect.ts';

describe('preselectedAnswers', () => {
  const b = aDocument()
    .question(QuestionType.SingleChoice, { code: 'Q1', options: ['Student', 'Worker'] })
    .question(QuestionType.MultipleChoice, { code: 'Q2', options: ['School', 'Office', 'Home'] });
  const [student, q2, home] = [b.optionId('Q1', 0), String(b.ids.Q2), b.optionId('Q2', 2)];
  const isStudent = when(b.ids.Q1 as number, Operator.Checked, { optionIds: [student as number] });
  const doc = b
    .rule({
      type: 4,
      nodeId: Number(q2),
      action: 'select',
      optionIds: [home as number],
      condition: isStudent,
    })
    .build();
  const compiled = compileSurvey(doc);
  const pageOf = (answers: Record<string, unknown>) => {
    const view = evaluateFlow(compiled, answers, 'seed');
    const page = view.pages[0];
    if (!page) throw new Error('no page');
    return page;
  };

  it('starts a question with the options a select rule checks', () => {
    const answers = { [String(b.ids.Q1)]: { optionId: student } };
    expect(preselectedAnswers(pageOf(answers), answers, new Set())).toEqual({ [q2]: { optionIds: [home] } });
  });

  it('leaves answered questions, questions already started and rules that do not hold alone', () => {
    const answers = { [String(b.ids.Q1)]: { optionId: student } };
    expect(preselectedAnswers(pageOf(answers), { ...answers, [q2]: { optionIds: [] } }, new Set())).toEqual(
      {},
    );
    expect(preselectedAnswers(pageOf(answers), answers, new Set([q2]))).toEqual({});
    expect(preselectedAnswers(pageOf({}), {}, new Set())).toEqual({});
  });
});
