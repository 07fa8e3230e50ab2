import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import { quotaIssues, quotaMatches, ZQuotaRule } from './quota.ts';

const quota = {
  conditions: [
    { nodeId: 1, optionIds: [11, 12] },
    { nodeId: 2, optionIds: [21] },
  ],
};
const chosen = (entries: [number, number[]][]) => new Map(entries.map(([k, v]) => [k, new Set(v)]));

describe('quotaMatches', () => {
  it.each([
    [
      [
        [1, [11]],
        [2, [21]],
      ],
      true,
    ],
    [
      [
        [1, [12, 13]],
        [2, [21, 22]],
      ],
      true,
    ],
    [
      [
        [1, [13]],
        [2, [21]],
      ],
      false,
    ], // none of the first condition's options
    [[[1, [11]]], false], // second question unanswered
    [[], false],
  ] as [number, number[]][][] | unknown[][])('%j → %s', (entries, expected) => {
    expect(quotaMatches(quota, chosen(entries as [number, number[]][]))).toBe(expected);
  });
});

describe('quotaIssues', () => {
  const questions = new Map([
    [1, { type: QuestionType.SingleChoice, optionIds: new Set([11, 12]) }],
    [2, { type: QuestionType.MultipleChoice, optionIds: new Set([21]) }],
    [3, { type: QuestionType.OpenText, optionIds: new Set<number>() }],
  ]);
  it('accepts options of choice questions', () => {
    expect(quotaIssues(quota, questions)).toEqual([]);
  });
  it('names unknown questions, non-choice questions and foreign options', () => {
    expect(
      quotaIssues(
        {
          conditions: [
            { nodeId: 9, optionIds: [1] },
            { nodeId: 3, optionIds: [1] },
            { nodeId: 1, optionIds: [21] },
          ],
        },
        questions,
      ),
    ).toEqual([
      { nodeId: 9, code: 'unknownQuestion' },
      { nodeId: 3, code: 'notChoiceQuestion' },
      { nodeId: 1, code: 'unknownOption' },
    ]);
  });
});

describe('ZQuotaRule', () => {
  const valid = { name: ' Men 18–30 ', conditions: quota.conditions, target: 50, action: 'screen_out' };
  it('trims the name and accepts a valid rule', () => {
    expect(ZQuotaRule.parse(valid).name).toBe('Men 18–30');
  });
  it.each([
    { target: 0 },
    { name: '  ' },
    { action: 'stop' },
    { conditions: [] },
    { conditions: [{ nodeId: 1, optionIds: [11, 11] }] },
    { conditions: [quota.conditions[0], quota.conditions[0]] },
  ])('refuses %j', (change) => {
    expect(ZQuotaRule.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
