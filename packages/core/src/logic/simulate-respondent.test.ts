import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { aDocument } from '../testing/document-builder.ts';
import { checkResponse } from './check-response.ts';
import { compileSurvey } from './compile.ts';
import { seededRandom } from './seeded-random.ts';
import { simulateRespondent } from './simulate-respondent.ts';

/** The simulated respondent the sample service's local panel answers with (a production module). */
const built = aDocument()
  .question(QuestionType.SingleChoice, { code: 'Q1', options: ['Yes', 'No'], setting: { required: true } })
  .question(QuestionType.OpenText, { code: 'Q2', setting: { required: false } })
  .question(QuestionType.MultipleChoice, {
    code: 'Q3',
    options: ['A', 'B', 'C'],
    setting: { required: false },
  });
const document = built.build();
const code = Object.fromEntries(Object.entries(built.ids).map(([c, id]) => [String(id), c]));
/** The codes of the questions answered (a skipped one is left undefined). */
const answered = (answers: Record<string, unknown>) =>
  Object.entries(answers)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => code[k]);

describe('simulateRespondent', () => {
  it('answers every shown question when nothing may be skipped, and checkResponse accepts it', () => {
    const run = simulateRespondent(document, 'r1', () => 0, { skipOptional: 0 });
    expect(answered(run.answers)).toEqual(['Q1', 'Q2', 'Q3']);
    // random 0: the first option, the first text.
    expect(run.answers[built.ids.Q2!]).toBe('yes');
    expect(run.outcome).toBe('end');
    expect(checkResponse(compileSurvey(document), run.answers, 'r1').problems).toEqual([]);
  });

  it('skips optional questions only, at the rate asked', () => {
    const run = simulateRespondent(document, 'r2', () => 0, { skipOptional: 1 });
    expect(answered(run.answers)).toEqual(['Q1']);
    expect(run.shown.map((k) => code[k])).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('gives the same answers for the same seed and random stream', () => {
    const a = simulateRespondent(document, 'r3', seededRandom(42), { skipOptional: 0.2 });
    const b = simulateRespondent(document, 'r3', seededRandom(42), { skipOptional: 0.2 });
    expect(b.answers).toEqual(a.answers);
  });
});
