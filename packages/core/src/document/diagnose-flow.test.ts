import { describe, expect, it } from 'vitest';
import type { ConditionItem, LogicRule } from '../logic/schema.ts';
import { diagnoseSurvey } from './diagnose.ts';
import type { DiagnosisContext } from './diagnosis-types.ts';
import { aDocument, aNode, anOption } from './document-fixtures.ts';
import { createWordMatcher } from './word-matcher.ts';

const ctx: DiagnosisContext = {
  lang: 'en',
  words: createWordMatcher([]),
  images: new Map(),
  authorHasMobile: true,
};
const group = aNode(1, { model: 2, type: 0, code: null, title: 'Group 1' });
const choice = (id: number, init = {}) => aNode(id, { parentId: 1, position: id, ...init });
const checked = (nodeId: number, optionIds: number[]): ConditionItem => ({
  nodeId,
  optionType: 3,
  optionIds,
  subId: null,
  value: null,
  value2: null,
  compare: null,
});
const when = (...items: ConditionItem[]) => ({ relation: 'and' as const, nodes: items });
const path = (id: number, position: number, init: { name: string; condition?: unknown; split?: number }) =>
  aNode(id, {
    parentId: 1,
    model: 4,
    type: 0,
    code: null,
    position,
    setting: { split: init.split ?? 1, name: init.name, condition: init.condition ?? null },
  });
const summary = (items: ReturnType<typeof diagnoseSurvey>) => items.map((i) => [i.type, i.nodeId, i.message]);
/** Q2, Q3, Q4 in one group, each with one option (10, 11, 12): complete on their own. */
const questions = [group, choice(2), choice(3), choice(4)];
const options = [anOption(10, 2), anOption(11, 3), anOption(12, 4)];

describe('diagnoseSurvey: logic the design moved on under (type 9)', () => {
  it('a jump to a question that no longer comes after its question', () => {
    const rule: LogicRule = {
      id: 1,
      type: 1,
      nodeId: 3,
      optionId: 0,
      model: 1,
      condition: when(checked(3, [11])),
      target: { kind: 'node', nodeId: 2 },
    };
    expect(summary(diagnoseSurvey(aDocument(questions, options, { logic: [rule] }), ctx))).toEqual([
      [9, 3, 'has a jump to a question that no longer comes after it'],
    ]);
  });

  it('a display condition on a question that now comes after it', () => {
    const rule: LogicRule = {
      id: 2,
      type: 2,
      nodeId: 2,
      optionId: 0,
      model: 1,
      condition: when(checked(4, [12])),
      action: 'show',
    };
    expect(summary(diagnoseSurvey(aDocument(questions, options, { logic: [rule] }), ctx))).toEqual([
      [9, 2, 'has logic whose condition is on a question that no longer comes before it'],
    ]);
  });

  it('a condition on a deleted option is listed once, though both checks see it', () => {
    const rule: LogicRule = {
      id: 3,
      type: 2,
      nodeId: 4,
      optionId: 0,
      model: 1,
      condition: when(checked(2, [99])),
      action: 'hide',
    };
    expect(summary(diagnoseSurvey(aDocument(questions, options, { logic: [rule] }), ctx))).toEqual([
      [9, 4, 'has logic that refers to a deleted question or option'],
    ]);
  });

  it('an option of another question named in a condition no longer fits', () => {
    // Option 11 belongs to Q3, not Q2: the reference check sees a live option, checkRules does not.
    const rule: LogicRule = {
      id: 4,
      type: 2,
      nodeId: 4,
      optionId: 0,
      model: 1,
      condition: when(checked(2, [11])),
      action: 'hide',
    };
    expect(summary(diagnoseSurvey(aDocument(questions, options, { logic: [rule] }), ctx))).toEqual([
      [9, 4, 'has logic that refers to a deleted question or option'],
    ]);
  });

  it('valid rules pass', () => {
    const rule: LogicRule = {
      id: 5,
      type: 1,
      nodeId: 2,
      optionId: 0,
      model: 1,
      condition: when(checked(2, [10])),
      target: { kind: 'node', nodeId: 4 },
    };
    expect(diagnoseSurvey(aDocument(questions, options, { logic: [rule] }), ctx)).toEqual([]);
  });
});

describe('diagnoseSurvey: branch paths', () => {
  const q = (id: number, parentId: number) => aNode(id, { parentId, position: id });
  const opts = [anOption(10, 2), anOption(11, 3), anOption(12, 4)];

  it('a path without a condition before the last one is type 9; last "otherwise" is fine', () => {
    const doc = aDocument(
      [
        group,
        choice(2, { position: 0 }),
        path(5, 1, { name: 'Otherwise' }),
        path(6, 2, { name: 'Young', condition: when(checked(2, [10])) }),
        path(7, 3, { name: 'Rest' }),
        q(3, 5),
        q(4, 6),
        q(8, 7),
      ],
      [...opts, anOption(13, 8)],
    );
    expect(summary(diagnoseSurvey(doc, ctx))).toEqual([
      [
        9,
        5,
        'branch path “Otherwise” has no condition but is not the last path, so the paths after it are never taken',
      ],
    ]);
  });

  it('every path of a split empty is one type 7 item; one empty path among full ones names it', () => {
    const allEmpty = aDocument(
      [
        group,
        choice(2, { position: 0 }),
        path(5, 1, { name: 'A', condition: when(checked(2, [10])) }),
        path(6, 2, { name: 'B' }),
      ],
      opts,
    );
    expect(summary(diagnoseSurvey(allEmpty, ctx))).toEqual([
      [7, 5, 'no path of the branching (A, B) has anything in it'],
    ]);
    const oneEmpty = aDocument(
      [
        group,
        choice(2, { position: 0 }),
        path(5, 1, { name: 'A', condition: when(checked(2, [10])) }),
        path(6, 2, { name: 'B' }),
        q(3, 5),
      ],
      opts,
    );
    expect(summary(diagnoseSurvey(oneEmpty, ctx))).toEqual([[7, 6, 'branch path “B” has nothing in it']]);
  });

  it('two splits side by side are checked apart (split id, not just adjacency)', () => {
    const doc = aDocument(
      [
        group,
        choice(2, { position: 0 }),
        path(5, 1, { name: 'A', split: 1 }),
        path(6, 2, { name: 'B', split: 2, condition: when(checked(2, [10])) }),
        path(7, 3, { name: 'C', split: 2 }),
        q(3, 5),
        q(4, 6),
        q(8, 7),
      ],
      [...opts, anOption(13, 8)],
    );
    expect(diagnoseSurvey(doc, ctx)).toEqual([]);
  });
});

describe('diagnoseSurvey: branch path conditions', () => {
  const q = (id: number, parentId: number) => aNode(id, { parentId, position: id });
  it('a path condition on a deleted option or a question now after the split is type 9, once per path', () => {
    const doc = aDocument(
      [
        group,
        choice(2, { position: 0 }),
        path(5, 1, { name: 'Gone', condition: when(checked(2, [99])) }),
        path(6, 2, { name: 'Later', condition: when(checked(3, [11]), checked(4, [12])) }),
        path(7, 3, { name: 'Rest' }),
        q(3, 5),
        q(4, 6),
        q(8, 7),
      ],
      [anOption(10, 2), anOption(11, 3), anOption(12, 4), anOption(13, 8)],
    );
    expect(summary(diagnoseSurvey(doc, ctx))).toEqual([
      [
        9,
        5,
        'the condition of branch path “Gone” tests a question or option that is deleted or no longer before the branch',
      ],
      [
        9,
        6,
        'the condition of branch path “Later” tests a question or option that is deleted or no longer before the branch',
      ],
    ]);
  });
});
