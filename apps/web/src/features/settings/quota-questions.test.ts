import type { Node } from '@cairn/core';
import { NodeModel, QuestionType } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { designToggleKeys } from './design-toggle-keys.ts';
import { describeConditions, quotaQuestions } from './quota-questions.ts';

const option = (id: number, title: string, extra: Record<string, unknown> = {}) =>
  ({ id, title, code: String(id), type: 1, isGroup: false, ...extra }) as unknown as Node['options'][number];
const node = (id: number, fields: Partial<Node>): Node =>
  ({
    id,
    model: NodeModel.Question,
    type: QuestionType.SingleChoice,
    code: `Q${id}`,
    title: '',
    deletedAt: null,
    options: [],
    children: [],
    ...fields,
  }) as unknown as Node;

describe('quotaQuestions', () => {
  it('lists choice questions in order with their plain options, skipping the trash and other types', () => {
    const tree = [
      node(1, {
        model: NodeModel.Group,
        type: 0,
        children: [
          node(2, { title: '<b>Gender</b>', options: [option(21, 'Male'), option(22, 'Female')] }),
          node(3, { type: QuestionType.OpenText, title: 'Why?' }),
          node(4, {
            type: QuestionType.MultipleChoice,
            title: 'Channels',
            options: [
              option(40, 'Group', { isGroup: true }),
              option(41, 'Web'),
              option(42, 'Row', { type: 2 }),
            ],
          }),
          node(5, { title: 'Gone', deletedAt: '2026-01-01T00:00:00Z' }),
        ],
      }),
    ];
    const qs = quotaQuestions(tree);
    expect(qs).toEqual([
      {
        id: 2,
        label: 'Q2 Gender',
        options: [
          { id: 21, label: 'Male' },
          { id: 22, label: 'Female' },
        ],
      },
      { id: 4, label: 'Q4 Channels', options: [{ id: 41, label: 'Web' }] },
    ]);
    expect(
      describeConditions(
        [
          { nodeId: 2, optionIds: [21, 22] },
          { nodeId: 9, optionIds: [1] },
        ],
        qs,
      ),
    ).toEqual(['Q2 Gender: Male / Female', '#9']);
  });
});

describe('designToggleKeys', () => {
  it('gives surveys three toggles and interviews five', () => {
    expect(designToggleKeys(0)).toEqual(['onePerPage', 'showOptionCodes', 'titleLabel']);
    expect(designToggleKeys(1)).toEqual([
      'onePerPage',
      'showOptionCodes',
      'titleLabel',
      'showNumbers',
      'autoNext',
    ]);
  });
});
