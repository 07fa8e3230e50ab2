import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { aDocument, when } from '../testing/document-builder.ts';
import { checkResponse } from './check-response.ts';
import { Operator } from './schema.ts';

const { SingleChoice, MultipleChoice, OpenText, Nps, Script } = QuestionType;

describe('checkResponse', () => {
  const b = aDocument()
    .question(SingleChoice, { code: 'Q1', options: ['In', 'Out'] })
    .question(MultipleChoice, { code: 'Q2', options: ['A', 'B', 'C'] })
    .question(Script, { code: 'S1', setting: { expression: 'Q1 + 10', precision: 0 } })
    .page()
    .question(Nps, { code: 'Q3' })
    .question(OpenText, { code: 'Q4', setting: { required: false } });
  const [q1, q2, q3, s1] = [b.id('Q1'), b.id('Q2'), b.id('Q3'), b.id('S1')];
  const [inside, out, a, c] = [
    b.optionId('Q1', 0),
    b.optionId('Q1', 1),
    b.optionId('Q2', 0),
    b.optionId('Q2', 2),
  ];
  const doc = b
    .rule({
      type: 1,
      nodeId: q1,
      target: { kind: 'screen_out' },
      condition: when(q1, Operator.Checked, { optionIds: [out] }),
    })
    .rule({
      type: 4,
      nodeId: q2,
      action: 'hide',
      optionIds: [c],
      condition: when(q1, Operator.Checked, { optionIds: [inside] }),
    })
    .rule({
      type: 5,
      nodeId: q3,
      message: 'Nobody gives 0',
      condition: when(q3, Operator.Equal, { value: 0 }),
    })
    .build();

  it('accepts a complete, consistent response and returns what to store', () => {
    const check = checkResponse(
      doc,
      { [q1]: { optionId: inside }, [q2]: { optionIds: [a] }, [q3]: 7, [s1]: 1234 },
      'seed',
    );
    expect(check).toMatchObject({ ok: true, problems: [], outcome: 'end' });
    expect(check.visited).toEqual([String(q1), String(q2), String(s1), String(q3), String(b.id('Q4'))]);
    expect(check.answers[s1]).toBe(11);
  });

  it('ends in screen-out and refuses answers after it', () => {
    const check = checkResponse(doc, { [q1]: { optionId: out }, [q3]: 5 }, 'seed');
    expect(check.outcome).toBe('screen_out');
    expect(check.problems).toEqual([{ code: 'not_on_path', key: String(q3), nodeId: q3 }]);
    expect(check.visitedNodeIds).toEqual([q1]);
  });

  it('names missing required answers, hidden options, invalid values, failed rules and unknown keys', () => {
    const check = checkResponse(
      doc,
      { [q1]: { optionId: inside }, [q2]: { optionIds: [c] }, [q3]: 0, 999: 'x', junk: 1 },
      's',
    );
    expect(check.ok).toBe(false);
    expect(
      check.problems.map((p) => [p.code, p.key, 'issues' in p ? p.issues.map((i) => i.code) : null]),
    ).toEqual([
      ['unknown_question', '999', null],
      ['unknown_question', 'junk', null],
      ['invalid_answer', String(q2), ['unknown_option']],
      ['rule_failed', String(q3), null],
    ]);
    const missing = checkResponse(
      doc,
      { [q1]: { optionId: inside }, [q2]: { optionIds: [a] }, [q3]: 42 },
      's',
    );
    expect(missing.problems).toMatchObject([
      { code: 'invalid_answer', key: String(q3), issues: [{ code: 'out_of_range' }] },
    ]);
    const none = checkResponse(doc, { [q1]: { optionId: inside } }, 's');
    expect(none.problems.map((p) => p.key)).toEqual([String(q2), String(q3)]);
  });
});
