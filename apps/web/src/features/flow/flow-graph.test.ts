import { LogicType, Operator, QuestionType, switchBranchOn } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { unwrap } from '@cairn/core/testing/context';
import { describe, expect, it } from 'vitest';
import { summarizeCondition } from './condition-operators.ts';
import { buildFlowGraph } from './flow-graph.ts';
import { flowOutline } from './flow-outline.ts';

function survey() {
  const { tree, ctx, ids } = aSurvey({ lang: 'en' })
    .withGroup()
    .withQuestion(QuestionType.SingleChoice)
    .withPage()
    .withQuestion(QuestionType.OpenText)
    .withQuestion(QuestionType.OpenText)
    .withQuestion(QuestionType.OpenText)
    .build();
  const on = unwrap(switchBranchOn(tree, { fromId: ids.Q3!, toId: ids.Q3! }, ctx));
  return { tree: on.tree, ids, paths: on.change.nodes.inserted.map((n) => n.id) };
}

describe('flow outline and graph', () => {
  it('cuts blocks at page breaks and draws a split with its paths joined again', () => {
    const { tree, paths } = survey();
    const steps = flowOutline(tree);
    expect(steps.map((s) => s.kind)).toEqual(['block', 'block', 'split', 'block']);
    const { nodes, edges } = buildFlowGraph(steps);
    const [a, b] = paths as [number, number];
    const next = edges.filter((e) => e.kind === 'next').map((e) => `${e.source}->${e.target}`);
    const split = steps[2]!.key;
    expect(next).toEqual(
      expect.arrayContaining([
        `${steps[1]!.key}->${split}`,
        `${split}->path:${a}`,
        `${split}->path:${b}`,
        // An empty path goes straight to the join.
        `path:${b}->join:${split}`,
        `join:${split}->${steps[3]!.key}`,
        `${steps[3]!.key}->end`,
      ]),
    );
    const pathNodes = nodes.filter((n) => n.type === 'path');
    expect(pathNodes[0]!.position.y).toBe(pathNodes[1]!.position.y);
    expect(pathNodes[0]!.position.x).toBeLessThan(pathNodes[1]!.position.x);
  });

  it('draws jump rules from the question’s step to the target’s step or the end', () => {
    const { tree, ids } = survey();
    const steps = flowOutline(tree);
    const condition = {
      relation: 'and' as const,
      nodes: [
        {
          nodeId: ids.Q1!,
          optionType: Operator.Answered,
          optionIds: [],
          subId: null,
          value: null,
          value2: null,
          compare: null,
        },
      ],
    };
    const base = { nodeId: ids.Q1!, optionId: 0, model: 1 as const, condition, type: LogicType.Jump };
    const { edges } = buildFlowGraph(steps, [
      { ...base, id: 1, target: { kind: 'node', nodeId: ids.Q4! } },
      { ...base, id: 2, target: { kind: 'end' } },
    ]);
    const jumps = edges.filter((e) => e.kind === 'jump').map((e) => [e.source, e.target]);
    expect(jumps).toEqual([
      [steps[0]!.key, steps[3]!.key],
      [steps[0]!.key, 'end'],
    ]);
  });

  it('summarises a condition in the screen’s words', () => {
    const sources = [
      {
        id: 1,
        code: 'Q1',
        title: 'Age',
        type: 1,
        subType: 0,
        options: [{ id: 9, code: '1', title: 'Young' }],
        subs: [],
      },
    ];
    const words = {
      operator: (op: number) => (op === Operator.Checked ? 'checked' : 'answered'),
      and: 'and',
      or: 'or',
      otherwise: 'Otherwise',
    };
    const condition = {
      relation: 'or' as const,
      nodes: [
        {
          nodeId: 1,
          optionType: Operator.Checked,
          optionIds: [9],
          subId: null,
          value: null,
          value2: null,
          compare: null,
        },
        {
          nodeId: 1,
          optionType: Operator.Answered,
          optionIds: [],
          subId: null,
          value: null,
          value2: null,
          compare: null,
        },
      ],
    };
    expect(summarizeCondition(condition, sources, words)).toBe('Q1 checked Young or Q1 answered');
    expect(summarizeCondition(null, sources, words)).toBe('Otherwise');
  });
});
