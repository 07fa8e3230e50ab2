import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { aDocument, when } from '../testing/document-builder.ts';
import { choiceShape } from './choice-shape.ts';
import { compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { Operator } from './schema.ts';
import { validatePage } from './validate-page.ts';

const { SingleChoice, MultipleChoice, Rate } = QuestionType;

describe('option display rules', () => {
  const b = aDocument()
    .question(SingleChoice, { code: 'Q1', options: ['Student', 'Worker'] })
    .question(MultipleChoice, { code: 'Q2', options: ['School', 'Office', 'Home', 'Canteen'] });
  const [student, q2] = [b.optionId('Q1', 0), b.ids.Q2 as number];
  const [school, office, home, canteen] = [0, 1, 2, 3].map((i) => b.optionId('Q2', i)) as [
    number,
    number,
    number,
    number,
  ];
  const isStudent = when(b.ids.Q1 as number, Operator.Checked, { optionIds: [student] });
  const doc = b
    .rule({ type: 4, nodeId: q2, action: 'show', optionIds: [school as number], condition: isStudent })
    .rule({ type: 4, nodeId: q2, action: 'hide', optionIds: [office as number], condition: isStudent })
    .rule({ type: 4, nodeId: q2, action: 'select', optionIds: [home as number], condition: isStudent })
    .rule({
      type: 4,
      nodeId: q2,
      action: 'hide_select',
      optionIds: [canteen as number],
      condition: isStudent,
    })
    .build();
  const compiled = compileSurvey(doc);
  const q2View = (answers: Record<string, unknown>) =>
    evaluateFlow(compiled, answers, 's').questions.get(String(q2));

  it('show, hide, select and hide_select apply while the condition holds', () => {
    const idle = q2View({});
    expect(idle?.options.map((o) => o.id)).toEqual([office, home, canteen]);
    expect(idle?.options.some((o) => o.preselected)).toBe(false);
    const asStudent = q2View({ 1: { optionId: student } });
    expect(asStudent?.options.map((o) => [o.id, o.preselected])).toEqual([
      [school, false],
      [home, true],
    ]);
    expect(asStudent?.hiddenSelected).toEqual([canteen]);
  });

  it('hide_select options count as chosen; hidden options are refused', () => {
    const view = evaluateFlow(compiled, { 1: { optionId: student }, [q2]: { optionIds: [school] } }, 's');
    expect(view.answers[q2]).toEqual({ optionIds: [school, canteen] });
    expect(validatePage(view, 'start')).toEqual([]);
    const sneaky = evaluateFlow(compiled, { 1: { optionId: student }, [q2]: { optionIds: [office] } }, 's');
    const problem = validatePage(sneaky, 'start')[0];
    expect(problem?.kind === 'answer' && problem.issues[0]?.code).toBe('unknown_option');
  });
});

describe('carry forward (option-in)', () => {
  function survey(mode: string, extra: Record<string, unknown> = {}) {
    const b = aDocument()
      .question(MultipleChoice, { code: 'Q1', options: ['Apple', 'Pear', 'Plum', 'Other'], other: [3] })
      .question(MultipleChoice, { code: 'Q2', mirrorOf: 'Q1', options: ['None of these'] });
    const q1 = b.ids.Q1 as number;
    b.rule({
      type: 3,
      nodeId: b.ids.Q2 as number,
      sourceNodeId: q1,
      mode,
      optionIds: [],
      operator: null,
      value: null,
      value2: null,
      condition: when(q1, Operator.All),
      ...extra,
    } as never);
    const source = [0, 1, 2, 3].map((i) => b.optionId('Q1', i));
    const mirror = [0, 1, 2, 3, 4].map((i) => b.optionId('Q2', i));
    return { compiled: compileSurvey(b.build()), source, mirror, q1, q2: b.ids.Q2 as number };
  }
  const shown = (s: ReturnType<typeof survey>, answer: unknown) =>
    evaluateFlow(s.compiled, { [s.q1]: answer }, 'seed').questions.get(String(s.q2))?.options;

  it.each([
    ['all', [0, 1, 2, 3]],
    ['checked', [0, 3]],
    ['unchecked', [1, 2]],
  ])('%s carries the mirrored options by the source answer; own options stay', (mode, carried) => {
    const s = survey(mode);
    const answer = { optionIds: [s.source[0], s.source[3]], texts: { [s.source[3] as number]: 'Mango' } };
    expect(shown(s, answer)?.map((o) => o.id)).toEqual([...carried.map((i) => s.mirror[i]), s.mirror[4]]);
  });

  it('skips the question when nothing is carried and it has no options of its own', () => {
    const b = aDocument()
      .question(MultipleChoice, { code: 'Q1', options: ['Apple', 'Pear'], setting: { required: false } })
      .question(SingleChoice, { code: 'Q2', mirrorOf: 'Q1' });
    const [q1, q2] = [b.ids.Q1 as number, b.ids.Q2 as number];
    b.rule({
      type: 3,
      nodeId: q2,
      sourceNodeId: q1,
      mode: 'checked',
      optionIds: [],
      operator: null,
      value: null,
      value2: null,
      condition: when(q1, Operator.All),
    } as never);
    const compiled = compileSurvey(b.build());
    const none = evaluateFlow(compiled, {}, 'seed');
    expect(none.questions.has(String(q2))).toBe(false);
    expect(validatePage(none, 'start')).toEqual([]);
    const some = evaluateFlow(compiled, { [q1]: { optionIds: [b.optionId('Q1', 1)] } }, 'seed');
    expect(some.questions.get(String(q2))?.options.map((o) => o.title)).toEqual(['Pear']);
  });

  it('checked_text titles an "other" option with the respondent text', () => {
    const s = survey('checked_text');
    const answer = { optionIds: [s.source[3]], texts: { [s.source[3] as number]: 'Mango' } };
    expect(shown(s, answer)?.map((o) => [o.title, o.carried])).toEqual([
      ['Mango', true],
      ['None of these', false],
    ]);
  });

  it('includes / not_includes pick listed options among the checked ones', () => {
    const inc = survey('includes', { optionIds: [] });
    const listed = survey('includes');
    const s = survey('includes', { optionIds: [listed.source[0]] });
    const answer = { optionIds: [s.source[0], s.source[1]] };
    expect(shown(inc, answer)?.map((o) => o.id)).toEqual([inc.mirror[4]]);
    expect(shown(s, answer)?.map((o) => o.id)).toEqual([s.mirror[0], s.mirror[4]]);
    const not = survey('not_includes', { optionIds: [listed.source[0]] });
    expect(shown(not, answer)?.map((o) => o.id)).toEqual([not.mirror[1], not.mirror[4]]);
  });

  it('compare and between carry options by their score in the source', () => {
    const b = aDocument()
      .question(Rate, { code: 'Q1', options: ['Taste', 'Price', 'Service'] })
      .question(MultipleChoice, { code: 'Q2', mirrorOf: 'Q1' });
    const [q1, q2] = [b.ids.Q1 as number, b.ids.Q2 as number];
    const base = {
      type: 3 as const,
      nodeId: q2,
      sourceNodeId: q1,
      optionIds: [],
      value2: null,
      condition: when(q1, Operator.All),
    };
    const [taste, price, service] = [b.optionId('Q1', 0), b.optionId('Q1', 1), b.optionId('Q1', 2)];
    const low = b.rule({ ...base, mode: 'compare' as const, operator: Operator.Lte, value: 2 }).build();
    const answer = { [q1]: { [taste]: 5, [price]: 2, [service]: 1 } };
    const titles = (doc: typeof low) =>
      evaluateFlow(compileSurvey(doc), answer, 's')
        .questions.get(String(q2))
        ?.options.map((o) => o.title);
    expect(titles(low)).toEqual(['Price', 'Service']);
    const mid = aDocument()
      .question(Rate, { code: 'Q1', options: ['Taste', 'Price', 'Service'] })
      .question(MultipleChoice, { code: 'Q2', mirrorOf: 'Q1' })
      .rule({ ...base, mode: 'between' as const, operator: null, value: 2, value2: 4 })
      .build();
    expect(titles(mid)).toEqual(['Price']);
  });

  it('a rule whose condition does not hold carries nothing', () => {
    const s = survey('all', { condition: when(1, Operator.Answered) });
    expect(shown(s, undefined)?.map((o) => o.id)).toEqual([s.mirror[4]]);
  });
});

describe('choiceShape', () => {
  it('reads the answer shape from the type: one option, a set of choices, or neither', () => {
    const b = aDocument();
    const types = [
      SingleChoice,
      QuestionType.Dropdown,
      MultipleChoice,
      QuestionType.ImageChoice,
      QuestionType.Rank,
      QuestionType.Cascade,
      Rate,
      QuestionType.Nps,
    ];
    for (const [i, type] of types.entries()) b.question(type, { code: `Q${i}` });
    const doc = b.build();
    const shapes = types.map((_, i) =>
      choiceShape(doc.nodes.find((n) => n.code === `Q${i}`) as (typeof doc.nodes)[number]),
    );
    expect(shapes).toEqual(['single', 'single', 'multiple', 'multiple', null, null, null, null]);
  });
});

describe('carry along a chain of mirrors', () => {
  it('matches options by their root source when the rule names the first source', () => {
    const b = aDocument()
      .question(MultipleChoice, { code: 'Q1', options: ['Red', 'Green', 'Blue'] })
      .question(MultipleChoice, { code: 'Q2', mirrorOf: 'Q1' })
      .question(SingleChoice, { code: 'Q3', mirrorOf: 'Q2' });
    const [q1, q3] = [b.id('Q1'), b.id('Q3')];
    const doc = b
      .rule({
        type: 3,
        nodeId: q3,
        sourceNodeId: q1,
        mode: 'checked',
        optionIds: [],
        operator: null,
        value: null,
        value2: null,
        condition: when(q1, Operator.All),
      })
      .build();
    const view = evaluateFlow(compileSurvey(doc), { [q1]: { optionIds: [b.optionId('Q1', 2)] } }, 's');
    expect(view.questions.get(String(q3))?.options.map((o) => [o.title, o.carried])).toEqual([
      ['Blue', true],
    ]);
  });
});
