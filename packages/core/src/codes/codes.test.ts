import { describe, expect, it } from 'vitest';
import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import { aSurvey } from '../testing/builders.ts';
import { unwrap } from '../testing/context.ts';
import { liveNodesInOrder, optionsOfNode } from '../tree/design-tree.ts';
import { linkQuestion } from '../tree/link-options.ts';
import { addOptionGroup } from '../tree/option-groups.ts';
import { autoCodeQuestions } from './auto-code.ts';
import { cleanCodePrefix, isValidCodePrefix, isValidOptionCode, isValidQuestionCode } from './code-format.ts';
import { renumberOptionCodes } from './renumber-option-codes.ts';
import { updateNodeCodes } from './update-node-codes.ts';
import { updateOptionCodes } from './update-option-codes.ts';

describe('code formats', () => {
  it('question codes: a letter, then letters, digits, . and _, at most 20', () => {
    for (const code of ['Q1', 'a', 'Q1.2_b', 'A'.repeat(20)])
      expect(isValidQuestionCode(code), code).toBe(true);
    for (const code of ['', '1Q', '_a', 'Q 1', 'Q-1', '题1', 'A'.repeat(21)])
      expect(isValidQuestionCode(code), code).toBe(false);
  });

  it('option codes are positive integers; prefixes at most 5 and letter-led', () => {
    expect(['1', '42'].every(isValidOptionCode)).toBe(true);
    expect(['0', '-1', '01', '1.5', 'a'].some(isValidOptionCode)).toBe(false);
    expect(isValidCodePrefix('Qa_1.')).toBe(true);
    expect(['', 'Q12345', '1Q'].some(isValidCodePrefix)).toBe(false);
    expect(cleanCodePrefix('1题目Q,a.b_c')).toBe('Qa.b_');
  });
});

describe('updateNodeCodes', () => {
  it('checks the whole batch and reports every problem, changing nothing', () => {
    const { tree, ids } = aSurvey().withQuestion(1).withQuestion(1).withQuestion(1).withPage().build();
    const page = liveNodesInOrder(tree).find((node) => node.type === QuestionType.PageBreak)?.id as number;
    const result = updateNodeCodes(tree, [
      { id: ids.Q1 as number, code: 'Q3' },
      { id: ids.Q2 as number, code: '9x' },
      { id: 999, code: 'Z' },
      { id: page, code: 'P1' },
    ]);
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.issues.map((found) => found.code).sort()).toEqual(['A0101', 'A0103', 'A0400', 'A0404']);
  });

  it('allows swaps and reports only the changed nodes', () => {
    const { tree, ids } = aSurvey().withQuestion(1).withQuestion(1).withQuestion(1).build();
    const result = unwrap(
      updateNodeCodes(tree, [
        { id: ids.Q1 as number, code: 'Q2' },
        { id: ids.Q2 as number, code: 'Q1' },
      ]),
    );
    expect(result.change.nodes.updated.map((node) => [node.id, node.code])).toEqual([
      [ids.Q1, 'Q2'],
      [ids.Q2, 'Q1'],
    ]);
  });
});

describe('updateOptionCodes', () => {
  it('refuses duplicates (A0102) and bad formats (A0103), all or nothing', () => {
    const { tree, ids } = aSurvey().withQuestion(1).build();
    const [a, b, c] = optionsOfNode(tree, ids.Q1 as number) as OptionRecord[];
    const nodeId = ids.Q1 as number;
    const clash = updateOptionCodes(tree, { nodeId, items: [{ id: a?.id as number, code: '2' }] });
    expect(clash).toMatchObject({ ok: false, issues: [{ code: 'A0102' }, { code: 'A0102' }] });
    const format = updateOptionCodes(tree, { nodeId, items: [{ id: a?.id as number, code: 'x' }] });
    expect(format).toMatchObject({ ok: false, issues: [{ code: 'A0103' }] });
    const shuffled = unwrap(
      updateOptionCodes(tree, {
        nodeId,
        items: [
          { id: a?.id as number, code: '3' },
          { id: c?.id as number, code: '1' },
        ],
      }),
    );
    expect(optionsOfNode(shuffled.tree, nodeId).map((option) => option.code)).toEqual(['3', '2', '1']);
    expect(b?.code).toBe('2');
  });

  it('carries codes to mirrors and refuses edits on a mirror', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const linked = unwrap(linkQuestion(tree, { nodeId: q2, sourceId: q1 }, ctx)).tree;
    const source = optionsOfNode(linked, q1)[0] as OptionRecord;
    const recoded = unwrap(
      updateOptionCodes(linked, { nodeId: q1, items: [{ id: source.id, code: '9' }] }),
    ).tree;
    expect(optionsOfNode(recoded, q2)[0]).toMatchObject({ joinId: source.id, code: '9' });
    const mirror = optionsOfNode(recoded, q2)[0] as OptionRecord;
    expect(updateOptionCodes(recoded, { nodeId: q2, items: [{ id: mirror.id, code: '8' }] })).toMatchObject({
      ok: false,
      issues: [{ code: 'A0102' }],
    });
    // The source cannot take a code a question mirroring it already uses for its own option.
    expect(updateOptionCodes(recoded, { nodeId: q1, items: [{ id: source.id, code: '4' }] })).toMatchObject({
      ok: false,
    });
  });

  it('gives option groups G codes', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(2).build();
    const grouped = unwrap(addOptionGroup(tree, { nodeId: ids.Q1 as number, optionIds: [] }, ctx)).tree;
    const group = optionsOfNode(grouped, ids.Q1 as number).find((option) => option.isGroup) as OptionRecord;
    expect(
      updateOptionCodes(grouped, { nodeId: ids.Q1 as number, items: [{ id: group.id, code: '5' }] }),
    ).toMatchObject({
      ok: false,
      issues: [{ code: 'A0103' }],
    });
    expect(
      updateOptionCodes(grouped, { nodeId: ids.Q1 as number, items: [{ id: group.id, code: 'G7' }] }).ok,
    ).toBe(true);
  });
});

describe('renumberOptionCodes', () => {
  it('numbers a linked family together: source 1..n, mirrors follow, own options after', () => {
    const { tree, ctx, ids } = aSurvey().withQuestion(1).withQuestion(1).build();
    const [q1, q2] = [ids.Q1, ids.Q2] as [number, number];
    const linked = unwrap(linkQuestion(tree, { nodeId: q2, sourceId: q1 }, ctx)).tree;
    const messy = unwrap(
      updateOptionCodes(linked, {
        nodeId: q1,
        items: optionsOfNode(linked, q1).map((option, i) => ({ id: option.id, code: String(20 + i) })),
      }),
    ).tree;
    const result = unwrap(renumberOptionCodes(messy, { nodeId: q2 })).tree;
    expect(optionsOfNode(result, q1).map((option) => option.code)).toEqual(['1', '2', '3']);
    expect(optionsOfNode(result, q2).map((option) => option.code)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('autoCodeQuestions', () => {
  const build = () =>
    aSurvey()
      .withGroup('A')
      .withQuestion(1)
      .withQuestion(QuestionType.Text)
      .withQuestion(2)
      .withGroup('B')
      .withQuestion(3)
      .atTopLevel()
      .withQuestion(4)
      .build();

  it('numbers questions sequentially with a prefix, skipping ones without codes', () => {
    const { tree } = build();
    const result = unwrap(autoCodeQuestions(tree, { prefix: 'S', mode: 'sequential' })).tree;
    expect(liveNodesInOrder(result).map((node) => node.code)).toEqual([
      null,
      'S1',
      null,
      'S2',
      null,
      'S3',
      'S4',
    ]);
  });

  it('numbers by group: prefix{group}.{n}', () => {
    const { tree } = build();
    const result = unwrap(autoCodeQuestions(tree, { prefix: 'S', mode: 'group' })).tree;
    expect(liveNodesInOrder(result).map((node) => node.code)).toEqual([
      null,
      'S1.1',
      null,
      'S1.2',
      null,
      'S2.1',
      'S3.1',
    ]);
  });

  it('refuses a bad prefix with A0103', () => {
    const { tree } = build();
    for (const prefix of ['', '1A', 'ABCDEF', '题'])
      expect(autoCodeQuestions(tree, { prefix, mode: 'sequential' })).toMatchObject({
        ok: false,
        issues: [{ code: 'A0103' }],
      });
  });
});
