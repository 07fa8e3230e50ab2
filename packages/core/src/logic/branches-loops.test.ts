import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { aDocument, when } from '../testing/document-builder.ts';
import { checkResponse } from './check-response.ts';
import { compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { LOOP_PIPE } from './piping.ts';
import { Operator } from './schema.ts';

const { SingleChoice, MultipleChoice, OpenText, Nps } = QuestionType;

describe('branches', () => {
  function survey(withOtherwise: boolean) {
    const b = aDocument().question(SingleChoice, { code: 'Q1', options: ['Young', 'Middle', 'Old'] });
    const q1 = b.ids.Q1 as number;
    const [young, middle] = [b.optionId('Q1', 0), b.optionId('Q1', 1)];
    b.branch(1, when(q1, Operator.Checked, { optionIds: [young] }), 'young')
      .question(OpenText, { code: 'Y1' })
      .end()
      .branch(1, when(q1, Operator.Includes, { optionIds: [young, middle] }), 'middle')
      .question(OpenText, { code: 'M1' })
      .end();
    if (withOtherwise) b.branch(1, null, 'otherwise').question(OpenText, { code: 'O1' }).end();
    b.question(Nps, { code: 'J1' });
    return { compiled: compileSurvey(b.build()), b, young, middle, old: b.optionId('Q1', 2) };
  }
  const path = (s: ReturnType<typeof survey>, optionId?: number) => {
    const view = evaluateFlow(s.compiled, optionId ? { [s.b.ids.Q1 as number]: { optionId } } : {}, 's');
    return [...view.questions.values()].map((q) => q.node.code);
  };

  it('takes the first path whose condition holds, then joins', () => {
    const s = survey(true);
    expect(path(s, s.young)).toEqual(['Q1', 'Y1', 'J1']);
    expect(path(s, s.middle)).toEqual(['Q1', 'M1', 'J1']);
  });

  it('takes the otherwise path when no condition holds', () => {
    const s = survey(true);
    expect(path(s, s.old)).toEqual(['Q1', 'O1', 'J1']);
    expect(path(s)).toEqual(['Q1', 'O1', 'J1']);
  });

  it('skips every path when none holds and there is no otherwise', () => {
    const s = survey(false);
    const view = evaluateFlow(s.compiled, { [s.b.ids.Q1 as number]: { optionId: s.old } }, 's');
    expect([...view.questions.values()].map((q) => q.node.code)).toEqual(['Q1', 'J1']);
    expect(view.branches.get(1)).toBeNull();
  });

  it('refuses answers to a path not taken', () => {
    const s = survey(true);
    const answers = {
      [s.b.ids.Q1 as number]: { optionId: s.young },
      [s.b.ids.Y1 as number]: 'a',
      [s.b.ids.M1 as number]: 'b',
      [s.b.ids.J1 as number]: 5,
    };
    const check = checkResponse(s.compiled, answers, 's');
    expect(check.problems).toEqual([{ code: 'not_on_path', key: String(s.b.ids.M1), nodeId: s.b.ids.M1 }]);
  });
});

describe('loops', () => {
  const b = aDocument()
    .question(MultipleChoice, { code: 'Q1', options: ['<b>Tea</b>', 'Coffee', 'Juice', 'Other'], other: [3] })
    .loop('Q1')
    .question(Nps, { code: 'L1', title: `How much do you like ${LOOP_PIPE}?` })
    .page()
    .question(OpenText, { code: 'L2', title: 'Why {{ loop }}?' })
    .end()
    .question(OpenText, { code: 'After' });
  const [tea, coffee, other] = [b.optionId('Q1', 0), b.optionId('Q1', 1), b.optionId('Q1', 3)];
  const [q1, l1, l2] = [b.id('Q1'), b.id('L1'), b.id('L2')];
  const { ids } = b;
  const compiled = compileSurvey(b.build());

  it('repeats the children for each chosen option, piping its text into titles', () => {
    const answers = { [q1]: { optionIds: [other, tea], texts: { [other]: 'Kombucha & co' } } };
    const view = evaluateFlow(compiled, answers, 's');
    expect(view.pages.map((page) => [page.key, page.questions.map((q) => [q.key, q.title])])).toEqual([
      ['start', [[String(q1), 'Q1']]],
      [`loop:${q1 + 5}@${tea}`, [[`${l1}@${tea}`, 'How much do you like Tea?']]],
      [`${l1 + 1}@${tea}`, [[`${l2}@${tea}`, 'Why Tea?']]],
      [`loop:${q1 + 5}@${other}`, [[`${l1}@${other}`, 'How much do you like Kombucha &#38; co?']]],
      [`${l1 + 1}@${other}`, [[`${l2}@${other}`, 'Why Kombucha &#38; co?']]],
      [`after:${q1 + 5}`, [[String(ids.After), 'After']]],
    ]);
  });

  it('has no rounds before the source is answered, and all options in mode All', () => {
    expect(evaluateFlow(compiled, {}, 's').pages).toHaveLength(2);
    const all = compileSurvey({
      ...compiled.document,
      nodes: compiled.document.nodes.map((n) =>
        n.loopId ? { ...n, setting: { mode: 1, option_ids: [tea, coffee] } } : n,
      ),
    });
    const keys = [...evaluateFlow(all, {}, 's').questions.keys()];
    expect(keys).toContain(`${l1}@${coffee}`);
    expect(keys).toHaveLength(6);
  });

  it('conditions inside a round see that round; rounds answer separately', () => {
    const rule = {
      id: 1,
      type: 1 as const,
      nodeId: l1,
      optionId: 0,
      model: 1 as const,
      target: { kind: 'node' as const, nodeId: ids.After as number },
      condition: when(l1, Operator.Lt, { value: 3 }),
    };
    const jumpy = compileSurvey({ ...compiled.document, logic: [rule] });
    const answers = { [q1]: { optionIds: [tea, coffee] }, [`${l1}@${tea}`]: 9, [`${l1}@${coffee}`]: 1 };
    const keys = [...evaluateFlow(jumpy, answers, 's').questions.keys()];
    expect(keys).toEqual([String(q1), `${l1}@${tea}`, `${l2}@${tea}`, `${l1}@${coffee}`, String(ids.After)]);
  });

  it('after the loop, a condition on a loop question holds when it holds for any round; scripts see every round', () => {
    const withRule = compileSurvey({
      ...compiled.document,
      nodes: [
        ...compiled.document.nodes,
        {
          ...(compiled.document.nodes.find(
            (n) => n.code === 'After',
          ) as (typeof compiled.document.nodes)[number]),
          id: 900,
          code: 'SUM',
          type: QuestionType.Script,
          attribute: 1,
          position: 99,
          setting: { expression: 'sum(L1)', precision: 0 },
        },
      ],
      logic: [
        {
          id: 1,
          type: 2,
          nodeId: ids.After as number,
          optionId: 0,
          model: 1,
          action: 'show',
          condition: when(l1, Operator.Gte, { value: 9 }),
        },
      ],
    });
    const base = { [q1]: { optionIds: [tea, coffee] }, [`${l1}@${tea}`]: 3 };
    const low = evaluateFlow(withRule, { ...base, [`${l1}@${coffee}`]: 4 }, 's');
    expect(low.questions.has(String(ids.After))).toBe(false);
    expect(low.answers[900]).toBe(7);
    const high = evaluateFlow(withRule, { ...base, [`${l1}@${coffee}`]: 10 }, 's');
    expect(high.questions.has(String(ids.After))).toBe(true);
  });
});
