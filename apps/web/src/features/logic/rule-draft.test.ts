import { LogicType, Operator, QuestionType, ZLogicRule } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { describe, expect, it } from 'vitest';
import { conditionQuestions, formOf, laterTargets, toRuleDraft } from './rule-draft.ts';

const { tree, ids } = aSurvey()
  .withGroup()
  .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
  .withQuestion(QuestionType.Text, { title: 'note' })
  .withQuestion(QuestionType.MultipleChoice, { code: 'Q2' })
  .withPage()
  .withQuestion(QuestionType.OpenText, { code: 'Q3' })
  .build();
const node = (key: string) => tree.nodes.get(ids[key] as number)!;

describe('rule form', () => {
  it('offers earlier answerable questions, the own one only to jumps and validations', () => {
    expect(conditionQuestions(tree, node('Q2'), LogicType.Display).map((n) => n.code)).toEqual(['Q1']);
    expect(conditionQuestions(tree, node('Q2'), LogicType.Jump).map((n) => n.code)).toEqual(['Q1', 'Q2']);
    expect(laterTargets(tree, node('Q2')).map((n) => n.model)).toEqual([3, 1]);
  });

  it('round-trips a saved rule and keeps only the chosen type’s fields', () => {
    const rule = ZLogicRule.parse({
      id: 3,
      type: 3,
      model: 1,
      nodeId: node('Q2').id,
      condition: { nodes: [{ nodeId: node('Q2').id, optionType: Operator.All }] },
      sourceNodeId: node('Q1').id,
      mode: 'checked',
    });
    const form = formOf(rule, node('Q2'));
    expect(form.always).toBe(true);
    const draft = toRuleDraft(form, node('Q2').id);
    expect(ZLogicRule.parse({ ...draft, id: 3, model: 1 })).toEqual(rule);
    const asJump = toRuleDraft({ ...form, type: LogicType.Jump, always: false }, node('Q2').id);
    expect(asJump).not.toHaveProperty('sourceNodeId');
    expect(asJump.condition.nodes[0]?.optionType).toBe(Operator.Answered);
  });
});
