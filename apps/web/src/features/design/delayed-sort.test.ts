import { nodesApi } from '@cairn/contract';
import { type DesignTree, QuestionType, sortNodes } from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { unwrap } from '@cairn/core/testing/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedSort, SORT_DELAY_MS, sortPayloadBetween } from './delayed-sort.ts';
import { tryEdit } from './design-edits.ts';
import type { DesignEdit } from './edit-queue.ts';

afterEach(() => vi.useRealTimers());

function setup() {
  const built = aSurvey()
    .withGroup('G1')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .withQuestion(QuestionType.OpenText, { code: 'Q2' })
    .withQuestion(QuestionType.Rate, { code: 'Q3' })
    .withGroup('G2')
    .withQuestion(QuestionType.Nps, { code: 'Q4' })
    .build();
  let tree = built.tree;
  const sent: DesignEdit[] = [];
  const sorter = new DelayedSort({
    tree: () => tree,
    enqueue: (edit) => {
      sent.push(edit);
      const result = edit.send ? undefined : tryEdit(edit, tree, built.ctx);
      if (result?.ok) tree = result.tree;
    },
  });
  const codes = (shown: DesignTree, parent: string) =>
    (shown.children.get(built.ids[parent] as number) ?? []).map((id) => shown.nodes.get(id)?.code);
  return { sorter, sent, ids: built.ids, codes, current: () => tree };
}

describe('the 300 ms sort hold', () => {
  it('shows a drop at once and sends it 300 ms later as one sort edit', () => {
    vi.useFakeTimers();
    const { sorter, sent, ids, codes, current } = setup();
    sorter.move({ id: ids.Q3 as number, parentId: ids.G1 as number, index: 0 });
    expect(codes(sorter.apply(current()), 'G1')).toEqual(['Q3', 'Q1', 'Q2']);
    vi.advanceTimersByTime(SORT_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((edit) => edit.endpoint.path)).toEqual([nodesApi.sort.path]);
    expect(codes(current(), 'G1')).toEqual(['Q3', 'Q1', 'Q2']);
    expect(sorter.waiting).toBe(0);
  });

  it('makes quick drops one call, counted from the last drop', () => {
    vi.useFakeTimers();
    const { sorter, sent, ids, codes, current } = setup();
    sorter.move({ id: ids.Q3 as number, parentId: ids.G1 as number, index: 0 });
    vi.advanceTimersByTime(200);
    sorter.move({ id: ids.Q1 as number, parentId: ids.G2 as number, index: 1 });
    vi.advanceTimersByTime(200);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
    expect(codes(current(), 'G1')).toEqual(['Q3', 'Q2']);
    expect(codes(current(), 'G2')).toEqual(['Q4', 'Q1']);
  });

  it('sends at once on flush and ignores a drop that cannot apply', () => {
    vi.useFakeTimers();
    const { sorter, sent, ids } = setup();
    expect(sorter.move({ id: ids.G2 as number, parentId: ids.G1 as number, index: 0 })).toBe(false);
    sorter.move({ id: ids.Q2 as number, parentId: ids.G1 as number, index: 0 });
    sorter.flush();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});

describe('the sort payload between two trees', () => {
  it('lists exactly the nodes whose parent or position changed, and core accepts it', () => {
    const { ids, current } = setup();
    const before = current();
    const sorter = new DelayedSort({ tree: () => before, enqueue: () => {} });
    sorter.move({ id: ids.Q1 as number, parentId: ids.G2 as number, index: 0 });
    const after = sorter.apply(before);
    const payload = sortPayloadBetween(before, after);
    expect(payload?.items).toEqual(
      expect.arrayContaining([
        { id: ids.Q1, parentId: ids.G2, position: 0 },
        { id: ids.Q4, parentId: ids.G2, position: 1 },
        { id: ids.Q2, parentId: ids.G1, position: 0 },
        { id: ids.Q3, parentId: ids.G1, position: 1 },
      ]),
    );
    expect(payload?.items).toHaveLength(4);
    const sorted = unwrap(sortNodes(before, payload as NonNullable<typeof payload>)).tree;
    expect(sorted.children).toEqual(after.children);
    expect(sortPayloadBetween(before, before)).toBeUndefined();
  });

  it('shows the tree a drop made without running the moves again', () => {
    vi.useFakeTimers();
    const { sorter, ids, current } = setup();
    sorter.move({ id: ids.Q3 as number, parentId: ids.G1 as number, index: 0 });
    const shown = sorter.apply(current());
    expect(sorter.apply(current())).toBe(shown);
    sorter.move({ id: ids.Q1 as number, parentId: ids.G1 as number, index: 2 });
    expect(sorter.apply(current())).not.toBe(shown);
  });
});
