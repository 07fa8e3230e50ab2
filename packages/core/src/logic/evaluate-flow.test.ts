import { describe, expect, it } from 'vitest';
import { NodeAttribute, QuestionType } from '../model/enums.ts';
import { aDocument, when } from '../testing/document-builder.ts';
import { compileSurvey } from './compile.ts';
import { evaluateFlow } from './evaluate-flow.ts';
import { firstStep, nextStep, previousPage, progressOf, resumeStep } from './pages.ts';
import { Operator } from './schema.ts';
import { validatePage } from './validate-page.ts';

const { SingleChoice, OpenText, Nps, Script, Text } = QuestionType;
const yesNo = { options: ['Yes', 'No'] };

function keysOf(view: ReturnType<typeof evaluateFlow>) {
  return view.pages.map((page) => page.questions.map((question) => question.key));
}

describe('display rules', () => {
  const b = aDocument()
    .question(SingleChoice, { code: 'Q1', ...yesNo })
    .question(OpenText, { code: 'Q2' });
  const yes = b.optionId('Q1', 0);
  const doc = b
    .question(OpenText, { code: 'Q3' })
    .rule({
      type: 2,
      nodeId: b.ids.Q2 as number,
      action: 'show',
      condition: when(b.ids.Q1 as number, Operator.Checked, { optionIds: [yes] }),
    })
    .rule({
      type: 2,
      nodeId: b.ids.Q3 as number,
      action: 'hide',
      condition: when(b.ids.Q1 as number, Operator.Checked, { optionIds: [yes] }),
    })
    .build();
  const compiled = compileSurvey(doc);

  it('show: only when the condition holds; hide: not when it holds', () => {
    expect(keysOf(evaluateFlow(compiled, {}, 's'))).toEqual([['1', '5']]);
    expect(keysOf(evaluateFlow(compiled, { 1: { optionId: yes } }, 's'))).toEqual([['1', '4']]);
  });

  it('drops the answer of a question hidden after an earlier answer changed', () => {
    const view = evaluateFlow(compiled, { 1: { optionId: yes }, 5: 'left over' }, 's');
    expect(view.answers).toEqual({ 1: { optionId: yes } });
    expect(view.accepted.has('5')).toBe(false);
  });
});

describe('jumps', () => {
  function survey(target: 'Q4' | 'end' | 'screen_out' | 'Q1') {
    const b = aDocument()
      .question(SingleChoice, { code: 'Q1', ...yesNo })
      .question(OpenText, { code: 'Q2' })
      .page()
      .question(OpenText, { code: 'Q3' })
      .page()
      .question(OpenText, { code: 'Q4' });
    const no = b.optionId('Q1', 1);
    const to =
      target === 'end' || target === 'screen_out'
        ? { kind: target }
        : { kind: 'node' as const, nodeId: b.ids[target] as number };
    b.rule({
      type: 1,
      nodeId: b.ids.Q1 as number,
      target: to,
      condition: when(b.ids.Q1 as number, Operator.Checked, { optionIds: [no] }),
    });
    return { compiled: compileSurvey(b.build()), no, ids: b.ids };
  }

  it('to a later question skips everything between, the rest of the page included', () => {
    const { compiled, no, ids } = survey('Q4');
    expect(keysOf(evaluateFlow(compiled, {}, 's'))).toHaveLength(3);
    const view = evaluateFlow(compiled, { [ids.Q1 as number]: { optionId: no } }, 's');
    expect(keysOf(view)).toEqual([[String(ids.Q1)], [String(ids.Q4)]]);
    expect(view.outcome).toBe('end');
  });

  it('to the end or screen-out ends the path after the question', () => {
    for (const target of ['end', 'screen_out'] as const) {
      const { compiled, no, ids } = survey(target);
      const view = evaluateFlow(compiled, { [ids.Q1 as number]: { optionId: no } }, 's');
      expect(keysOf(view)).toEqual([[String(ids.Q1)]]);
      expect(view.outcome).toBe(target);
      expect(view.endedBy).toEqual({ key: String(ids.Q1), ruleId: 1 });
      expect(nextStep(view, 'start')).toEqual({ kind: target });
    }
  });

  it('back to an earlier question is ignored: jumps go forward only', () => {
    const { compiled, no, ids } = survey('Q1');
    expect(keysOf(evaluateFlow(compiled, { [ids.Q1 as number]: { optionId: no } }, 's'))).toHaveLength(3);
  });
});

describe('pages, navigation and progress', () => {
  const doc = aDocument()
    .question(Text, { code: 'T1' })
    .question(OpenText, { code: 'Q1' })
    .page()
    .question(Nps, { code: 'Q2' })
    .question(OpenText, { code: 'Q3' })
    .build();

  it('page breaks split the survey; steps go forward and back', () => {
    const view = evaluateFlow(compileSurvey(doc), {}, 's');
    expect(view.pages.map((page) => page.key)).toEqual(['start', '3']);
    const first = firstStep(view);
    expect(first.kind === 'page' && first.page.key).toBe('start');
    const second = nextStep(view, 'start');
    expect(second.kind === 'page' && second.page.key).toBe('3');
    expect(nextStep(view, '3')).toEqual({ kind: 'end' });
    expect(previousPage(view, '3')?.key).toBe('start');
    expect(previousPage(view, 'start')).toBeNull();
    expect(progressOf(view, '3')).toEqual({ done: 1, total: 3 });
    expect(progressOf(view, null)).toEqual({ done: 3, total: 3 });
  });

  it('resumes at the first page that does not validate yet, else the last page', () => {
    const compiled = compileSurvey(doc);
    const at = (answers: Record<string, unknown>) => {
      const step = resumeStep(evaluateFlow(compiled, answers, 's'));
      return step.kind === 'page' ? step.page.key : step.kind;
    };
    expect(at({})).toBe('start');
    expect(at({ 2: 'hi' })).toBe('3');
    expect(at({ 2: 'hi', 4: 5, 5: 'ok' })).toBe('3');
    expect(resumeStep(evaluateFlow(compileSurvey({ ...doc, nodes: [] }), {}, 's'))).toEqual({ kind: 'end' });
  });

  it('one question per page when the survey says so', () => {
    const onePer = { ...doc, settings: { onePerPage: true } };
    expect(keysOf(evaluateFlow(compileSurvey(onePer), {}, 's'))).toEqual([['1'], ['2'], ['4'], ['5']]);
  });

  it('validates the page: required answers and the type validator', () => {
    const view = evaluateFlow(compileSurvey(doc), { 4: 11 }, 's');
    const problems = validatePage(view, '3');
    expect(problems.map((p) => [p.key, p.kind === 'answer' && p.issues[0]?.code])).toEqual([
      ['4', 'out_of_range'],
      ['5', 'required'],
    ]);
    expect(validatePage(evaluateFlow(compileSurvey(doc), { 2: 'hi' }, 's'), 'start')).toEqual([]);
  });
});

describe('validate rules', () => {
  it('fail the question with their message while the condition holds', () => {
    const b = aDocument().question(Nps, { code: 'Q1' });
    const doc = b
      .rule({
        type: 5,
        nodeId: b.ids.Q1 as number,
        message: 'Really 0?',
        condition: when(b.ids.Q1 as number, Operator.Equal, { value: 0 }),
      })
      .build();
    const compiled = compileSurvey(doc);
    expect(validatePage(evaluateFlow(compiled, { 1: 0 }, 's'), 'start')).toEqual([
      { key: '1', nodeId: 1, kind: 'rule', ruleId: 1, message: 'Really 0?' },
    ]);
    expect(validatePage(evaluateFlow(compiled, { 1: 5 }, 's'), 'start')).toEqual([]);
  });
});

describe('hidden questions and scripts', () => {
  const doc = aDocument()
    .question(Nps, { code: 'Q1' })
    .question(OpenText, { code: 'SRC', attribute: NodeAttribute.Background })
    .question(Script, { code: 'S1', setting: { expression: 'Q1 * 2 + 1', precision: 0 } })
    .question(Nps, { code: 'Q2' })
    .build();

  it('are not shown; background answers are kept, scripts computed from earlier answers', () => {
    const view = evaluateFlow(compileSurvey(doc), { 1: 4, 2: 'wechat', 3: 999 }, 's');
    expect(keysOf(view)).toEqual([['1', '4']]);
    expect(view.answers).toEqual({ 1: 4, 2: 'wechat', 3: 9 });
  });

  it('a script is null when its inputs are missing', () => {
    expect(evaluateFlow(compileSurvey(doc), {}, 's').answers).toEqual({});
  });
});

describe('more jump targets and structures', () => {
  it('a jump to a page break goes on at the page after it', () => {
    const b = aDocument()
      .question(SingleChoice, { code: 'Q1', ...yesNo })
      .page()
      .question(OpenText, { code: 'Q2' })
      .page();
    const target = Number(
      Object.keys(b.ids)
        .filter((k) => k.startsWith('page'))
        .at(-1)
        ?.slice(4),
    );
    const doc = b
      .question(OpenText, { code: 'Q3' })
      .rule({
        type: 1,
        nodeId: b.id('Q1'),
        target: { kind: 'node', nodeId: target },
        condition: when(b.id('Q1'), Operator.Answered),
      })
      .build();
    const view = evaluateFlow(compileSurvey(doc), { [b.id('Q1')]: { optionId: b.optionId('Q1', 0) } }, 's');
    expect(view.pages.map((page) => [page.key, page.questions.map((q) => q.node.code)])).toEqual([
      ['start', ['Q1']],
      [String(target), ['Q3']],
    ]);
  });

  it('a page no longer on the path restarts at the first page', () => {
    const doc = aDocument().question(OpenText, { code: 'Q1' }).build();
    const view = evaluateFlow(compileSurvey(doc), {}, 's');
    const step = nextStep(view, 'gone');
    expect(step.kind === 'page' && step.page.key).toBe('start');
  });

  it('matrix rows: conditions narrow to a row, option rules hide a row', () => {
    const b = aDocument().question(QuestionType.Matrix, {
      code: 'M1',
      options: ['Bad', 'Good'],
      subQuestions: ['Food', 'Staff'],
      subType: 1,
    });
    const [food, staff] = [b.optionId('M1', 0, 2), b.optionId('M1', 1, 2)];
    const good = b.optionId('M1', 1);
    const doc = b
      .question(OpenText, { code: 'Q2', title: 'Why good food?' })
      .question(QuestionType.Matrix, {
        code: 'M2',
        options: ['No', 'Yes'],
        subQuestions: ['Again?', 'Staff again?'],
        subType: 1,
      })
      .rule({
        type: 2,
        nodeId: b.id('Q2'),
        action: 'show',
        condition: when(b.id('M1'), Operator.Checked, { subId: food, optionIds: [good] }),
      })
      .rule({
        type: 4,
        nodeId: b.id('M2'),
        action: 'hide',
        optionIds: [b.optionId('M2', 1, 2)],
        condition: when(b.id('M1'), Operator.NotAnswered, { subId: staff }),
      })
      .build();
    const compiled = compileSurvey(doc);
    const view = evaluateFlow(compiled, { [b.id('M1')]: { [food]: good } }, 's');
    expect([...view.questions.values()].map((q) => q.node.code)).toEqual(['M1', 'Q2', 'M2']);
    expect(view.questions.get(String(b.id('M2')))?.subQuestions.map((o) => o.title)).toEqual(['Again?']);
    const other = evaluateFlow(compiled, { [b.id('M1')]: { [staff]: good } }, 's');
    expect([...other.questions.values()].map((q) => q.node.code)).toEqual(['M1', 'M2']);
    expect(other.questions.get(String(b.id('M2')))?.subQuestions).toHaveLength(2);
  });
});
