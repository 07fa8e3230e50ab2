import { describe, expect, it } from 'vitest';
import { MatrixSubType, NodeModel } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import { QUESTION_TYPES } from '../question-types/registry.ts';
import {
  answerShapeOf,
  carryModesFor,
  itemNeeds,
  logicTypesFor,
  OPERATORS_BY_SHAPE,
  optionActionsFor,
} from './operator-support.ts';
import { LogicType, Operator } from './schema.ts';

const nodeOf = (type: number, model: number, patch: Partial<NodeRecord> = {}): NodeRecord => ({
  id: 1,
  surveyId: 1,
  parentId: null,
  model,
  type,
  subType: 0,
  attribute: 0,
  code: 'Q1',
  title: '',
  label: null,
  position: 0,
  setting: {},
  joinId: 0,
  dependId: 0,
  loopId: null,
  locked: false,
  deletedAt: null,
  trash: null,
  ...patch,
});

describe('operator support', () => {
  it('gives every question type that takes an answer a shape with operators, and none to the rest', () => {
    for (const definition of QUESTION_TYPES) {
      const node = nodeOf(definition.type, definition.model, { subType: definition.defaultSubType });
      const shape = answerShapeOf(node);
      if (definition.answer && definition.model === NodeModel.Question) {
        expect(shape, definition.key).not.toBe('none');
        expect(OPERATORS_BY_SHAPE[shape], definition.key).toContain(Operator.Answered);
        expect(logicTypesFor(node), definition.key).toContain(LogicType.Validate);
      } else {
        expect(shape, definition.key).toBe('none');
        expect(logicTypesFor(node), definition.key).not.toContain(LogicType.Validate);
      }
    }
  });

  it('follows the matrix subtype and the is_multiple setting', () => {
    const matrix = QUESTION_TYPES.find((d) => d.key === 'matrix')!;
    expect(answerShapeOf(nodeOf(matrix.type, 1, { subType: MatrixSubType.Multiple }))).toBe(
      'matrix-multiple',
    );
    expect(answerShapeOf(nodeOf(matrix.type, 1, { subType: MatrixSubType.Score }))).toBe('matrix-number');
    const vote = QUESTION_TYPES.find((d) => d.key === 'vote-choice')!;
    expect(answerShapeOf(nodeOf(vote.type, 1))).toBe('single');
    expect(answerShapeOf(nodeOf(vote.type, 1, { setting: { is_multiple: true } }))).toBe('multiple');
  });

  it('says what each operator needs, counts only where several options can be checked', () => {
    expect(itemNeeds('multiple', Operator.Includes)).toBe('options');
    expect(itemNeeds('text', Operator.Includes)).toBe('text');
    expect(itemNeeds('scores', Operator.Between)).toBe('range');
    expect(itemNeeds('rank', Operator.Lt)).toBe('rank-option');
    expect(itemNeeds('multiple', Operator.CheckedCount)).toBe('count');
    expect(OPERATORS_BY_SHAPE.single).not.toContain(Operator.CheckedCount);
    expect(optionActionsFor('scores')).toEqual(['show', 'hide']);
    expect(carryModesFor('text')).toEqual([]);
    expect(carryModesFor('rank')).toContain('between');
  });
});
