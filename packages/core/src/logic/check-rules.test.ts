import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { MAX_LOGIC_RULES_PER_SURVEY } from '../model/limits.ts';
import { aSurvey } from '../testing/builders.ts';
import { optionsOfNode } from '../tree/design-tree.ts';
import { checkRules } from './check-rules.ts';
import { rulesReferring } from './references.ts';
import { type LogicRule, Operator, ZLogicRule } from './schema.ts';

const { tree, ids } = aSurvey()
  .withGroup()
  .withQuestion(QuestionType.SingleChoice, { code: 'Q1', options: ['A', 'B', 'C'] })
  .withQuestion(QuestionType.MultipleChoice, { code: 'Q2', options: ['A', 'B', 'C'] })
  .withQuestion(QuestionType.OpenText, { code: 'Q3' })
  .withQuestion(QuestionType.Rate, { code: 'Q4' })
  .withQuestion(QuestionType.Matrix, { code: 'Q5' })
  .withQuestion(QuestionType.SingleChoice, { code: 'Q6', options: ['X', 'Y'] })
  .build();
const q = (code: string) => ids[code] as number;
const opt = (code: string, i: number, type = 1) =>
  optionsOfNode(tree, q(code)).filter((o) => o.type === type)[i]?.id as number;

let nextId = 1;
const rule = (input: Record<string, unknown>): LogicRule =>
  ZLogicRule.parse({ id: nextId++, optionId: 0, model: 1, ...input });
const checked = (nodeId: number, optionIds: number[]) => ({
  relation: 'and',
  nodes: [{ nodeId, optionType: Operator.Includes, optionIds }],
});
const codes = (rules: LogicRule[]) => checkRules(tree, rules).map((i) => i.code);

describe('checkRules', () => {
  it('accepts one rule of each type that fits', () => {
    const rules = [
      rule({
        type: 1,
        nodeId: q('Q1'),
        condition: checked(q('Q1'), [opt('Q1', 0)]),
        target: { kind: 'node', nodeId: q('Q6') },
      }),
      rule({ type: 2, nodeId: q('Q3'), action: 'hide', condition: checked(q('Q2'), [opt('Q2', 1)]) }),
      rule({
        type: 3,
        nodeId: q('Q6'),
        condition: { nodes: [{ nodeId: q('Q6'), optionType: Operator.All }] },
        sourceNodeId: q('Q2'),
        mode: 'checked',
      }),
      rule({
        type: 4,
        model: 2,
        nodeId: q('Q6'),
        action: 'hide',
        optionIds: [opt('Q6', 0)],
        condition: checked(q('Q1'), [opt('Q1', 2)]),
      }),
      rule({
        type: 5,
        model: 3,
        nodeId: q('Q4'),
        message: 'too low',
        condition: { nodes: [{ nodeId: q('Q4'), optionType: Operator.Lt, value: 2 }] },
      }),
      rule({
        type: 2,
        nodeId: q('Q6'),
        action: 'show',
        condition: {
          relation: 'or',
          nodes: [
            {
              nodeId: q('Q5'),
              optionType: Operator.Checked,
              optionIds: [opt('Q5', 0)],
              subId: opt('Q5', 1, 2),
            },
            { nodeId: q('Q3'), optionType: Operator.Includes, value: 'yes' },
            { nodeId: q('Q2'), optionType: Operator.CheckedCount, value: 2, compare: Operator.Gte },
          ],
        },
      }),
    ];
    expect(checkRules(tree, rules)).toEqual([]);
  });

  it('refuses a jump backward or onto itself (A0122)', () => {
    const back = rule({
      type: 1,
      nodeId: q('Q3'),
      condition: checked(q('Q1'), [opt('Q1', 0)]),
      target: { kind: 'node', nodeId: q('Q2') },
    });
    const self = rule({
      type: 1,
      nodeId: q('Q3'),
      condition: checked(q('Q1'), [opt('Q1', 0)]),
      target: { kind: 'node', nodeId: q('Q3') },
    });
    expect(codes([back])).toEqual(['A0122']);
    expect(codes([self])).toEqual(['A0122']);
  });

  it('refuses conditions on later questions, and display conditions on the question itself (A0121)', () => {
    expect(
      codes([
        rule({ type: 2, nodeId: q('Q2'), action: 'show', condition: checked(q('Q6'), [opt('Q6', 0)]) }),
      ]),
    ).toEqual(['A0121']);
    expect(
      codes([
        rule({ type: 2, nodeId: q('Q6'), action: 'show', condition: checked(q('Q6'), [opt('Q6', 0)]) }),
      ]),
    ).toContain('A0121');
  });

  it('refuses display rules that wait for each other in a circle (A0123), first', () => {
    const a = rule({ type: 2, nodeId: q('Q1'), action: 'show', condition: checked(q('Q6'), [opt('Q6', 0)]) });
    const b = rule({
      type: 4,
      model: 2,
      nodeId: q('Q6'),
      action: 'hide',
      optionIds: [opt('Q6', 1)],
      condition: checked(q('Q1'), [opt('Q1', 0)]),
    });
    const issues = checkRules(tree, [a, b]);
    expect(issues[0]?.code).toBe('A0123');
    expect(issues[0]?.message).toContain(String(a.id));
  });

  it('refuses options of another question, operators that do not fit, missing rows and values', () => {
    expect(
      codes([
        rule({ type: 2, nodeId: q('Q3'), action: 'show', condition: checked(q('Q1'), [opt('Q2', 0)]) }),
      ]),
    ).toEqual(['A0404']);
    const countOnSingle = { nodes: [{ nodeId: q('Q1'), optionType: Operator.CheckedCount, value: 1 }] };
    expect(codes([rule({ type: 2, nodeId: q('Q3'), action: 'show', condition: countOnSingle })])).toEqual([
      'A0400',
    ]);
    const noRow = { nodes: [{ nodeId: q('Q5'), optionType: Operator.Checked, optionIds: [opt('Q5', 0)] }] };
    expect(codes([rule({ type: 2, nodeId: q('Q6'), action: 'show', condition: noRow })])).toEqual(['A0400']);
    const noValue = { nodes: [{ nodeId: q('Q4'), optionType: Operator.Between, value: 3, value2: 1 }] };
    expect(codes([rule({ type: 2, nodeId: q('Q6'), action: 'show', condition: noValue })])).toEqual([
      'A0400',
    ]);
  });

  it('refuses references to questions not in the survey and wrong models', () => {
    expect(
      codes([rule({ type: 2, nodeId: 99999, action: 'show', condition: checked(q('Q1'), [opt('Q1', 0)]) })]),
    ).toEqual(['A0404']);
    expect(
      codes([
        rule({
          type: 5,
          model: 1,
          nodeId: q('Q3'),
          message: 'x',
          condition: checked(q('Q1'), [opt('Q1', 0)]),
        }),
      ]),
    ).toEqual(['A0400']);
    expect(
      codes([
        rule({
          type: 3,
          nodeId: q('Q6'),
          condition: checked(q('Q1'), [opt('Q1', 0)]),
          sourceNodeId: q('Q3'),
          mode: 'all',
        }),
      ]),
    ).toEqual(['A0400']);
  });

  it('checks only the rules asked for, but the limit always', () => {
    const bad = rule({
      type: 1,
      nodeId: q('Q3'),
      condition: checked(q('Q1'), [opt('Q1', 0)]),
      target: { kind: 'node', nodeId: q('Q1') },
    });
    expect(checkRules(tree, [bad], { only: new Set([-1]) })).toEqual([]);
    const many = Array.from({ length: MAX_LOGIC_RULES_PER_SURVEY + 1 }, () =>
      rule({ type: 2, nodeId: q('Q3'), action: 'show', condition: checked(q('Q1'), [opt('Q1', 0)]) }),
    );
    expect(checkRules(tree, many, { only: new Set() }).map((i) => i.code)).toEqual(['A0124']);
  });

  it('finds the rules that refer to what a delete removes', () => {
    const a = rule({ type: 2, nodeId: q('Q3'), action: 'show', condition: checked(q('Q1'), [opt('Q1', 0)]) });
    const b = rule({
      type: 1,
      nodeId: q('Q1'),
      condition: checked(q('Q1'), [opt('Q1', 1)]),
      target: { kind: 'node', nodeId: q('Q6') },
    });
    const none = { nodeIds: new Set<number>(), optionIds: new Set<number>() };
    expect(rulesReferring([a, b], { ...none, optionIds: new Set([opt('Q1', 0)]) })).toEqual([a]);
    expect(rulesReferring([a, b], { ...none, nodeIds: new Set([q('Q6')]) })).toEqual([b]);
    expect(rulesReferring([a, b], { ...none, nodeIds: new Set([q('Q1')]) })).toEqual([a, b]);
    expect(rulesReferring([a, b], none)).toEqual([]);
  });
});

describe('checkRules properties', () => {
  const order = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'];
  const display = (owner: string, source: string) =>
    rule({
      type: 2,
      nodeId: q(owner),
      action: 'show',
      condition: { nodes: [{ nodeId: q(source), optionType: Operator.Answered }] },
    });

  it('accepts every display rule on an earlier question and refuses every one on a later one or itself', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), (i, j) => {
        const issues = checkRules(tree, [display(order[i] as string, order[j] as string)]);
        if (j < i) expect(issues).toEqual([]);
        else expect(issues.map((x) => x.code).some((c) => c === 'A0121' || c === 'A0123')).toBe(true);
      }),
    );
  });

  it('finds a cycle exactly when display rules point both ways between questions', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 8 }), (pairs) => {
        const rules = pairs.map(([i, j]) => display(order[i] as string, order[j] as string));
        const hasCycle = checkRules(tree, rules).some((x) => x.code === 'A0123');
        // Reading order is a topological order, so only a rule pointing forward (or at itself) can close a circle.
        if (pairs.every(([i, j]) => j < i)) expect(hasCycle).toBe(false);
        if (pairs.some(([i, j]) => i === j)) expect(hasCycle).toBe(true);
      }),
    );
  });
});
