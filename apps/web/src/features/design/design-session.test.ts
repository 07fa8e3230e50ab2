import type { TreeEditEndpoint } from '@cairn/contract';
import { nodesApi } from '@cairn/contract';
import {
  applyChange,
  createDesignTree,
  deleteNode,
  QuestionType,
  toNestedNodes,
  toRecords,
} from '@cairn/core';
import { aSurvey } from '@cairn/core/testing/builders';
import { unwrap } from '@cairn/core/testing/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SORT_DELAY_MS } from './delayed-sort.ts';
import { addNodeEdit, restoreEdit } from './design-edits.ts';
import { createDesignSession } from './design-session.ts';
import type { EditAnswer } from './edit-queue.ts';

afterEach(() => vi.useRealTimers());

/** A survey the server stores with one question already in the trash (GET nodes leaves it out). */
function setup() {
  const built = aSurvey()
    .withGroup('G')
    .withQuestion(QuestionType.SingleChoice, { code: 'Q1' })
    .withQuestion(QuestionType.OpenText, { code: 'Q2' })
    .withQuestion(QuestionType.Rate, { code: 'Q3' })
    .build();
  let stored = unwrap(deleteNode(built.tree, { id: built.ids.Q3 as number }, built.ctx)).tree;
  let version = 5;
  const sent: { path: string; version: number }[] = [];
  // The server runs each endpoint's own operation (trash recovery included: it holds the trash).
  const send = async (endpoint: TreeEditEndpoint, input: object, v: number): Promise<EditAnswer> => {
    sent.push({ path: endpoint.path, version: v });
    const result = unwrap(endpoint.edit.run?.(stored, input, built.ctx) ?? { ok: false, issues: [] });
    stored = createDesignTree(stored.surveyId, applyChange(toRecords(stored), result.change));
    version++;
    return { change: result.change, saved: { version, saveTime: 1, status: 0, relaunch: false } };
  };
  const session = createDesignSession({
    surveyCode: 'abc',
    lang: 'zh',
    view: { nodes: toNestedNodes(stored), version },
    send,
    load: async () => ({ nodes: toNestedNodes(stored), version }),
  });
  const codes = () =>
    session.get().items.map((item) => session.get().tree.nodes.get(item.id)?.code ?? 'group');
  return { session, sent, ids: built.ids, codes, stored: () => stored };
}

describe('a design session', () => {
  it('opens the nested GET nodes answer as rows, with the version it came with', () => {
    const { session, codes } = setup();
    expect(codes()).toEqual(['group', 'Q1', 'Q2']);
    expect(session.get().snapshot.version).toBe(5);
  });

  it('holds a drop 300 ms, then sends it with the current version', async () => {
    vi.useFakeTimers();
    const { session, sent, ids, codes } = setup();
    session.sorter.move({ id: ids.Q2 as number, parentId: ids.G as number, index: 0 });
    expect(codes()).toEqual(['group', 'Q2', 'Q1']);
    expect(session.get().heldSorts).toBe(1);
    vi.advanceTimersByTime(SORT_DELAY_MS);
    await session.queue.settled();
    expect(sent).toEqual([{ path: nodesApi.sort.path, version: 5 }]);
    expect(session.get()).toMatchObject({ heldSorts: 0, snapshot: { version: 6, pending: 0 } });
    expect(codes()).toEqual(['group', 'Q2', 'Q1']);
  });

  it('sends a held drop before an edit made after it', async () => {
    vi.useFakeTimers();
    const { session, sent, ids } = setup();
    session.sorter.move({ id: ids.Q2 as number, parentId: ids.G as number, index: 0 });
    session.edit(addNodeEdit({ what: QuestionType.Nps, afterId: ids.Q1 as number }));
    await session.queue.settled();
    expect(sent.map((call) => call.path)).toEqual([nodesApi.sort.path, nodesApi.add.path]);
    expect(sent.map((call) => call.version)).toEqual([5, 6]);
  });

  it('restores a question trashed before the screen opened, then takes its options', async () => {
    const { session, ids, codes, stored } = setup();
    const accepted = vi.fn();
    session.edit(restoreEdit([ids.Q3 as number], accepted));
    await session.queue.settled();
    await Promise.resolve();
    expect(accepted).toHaveBeenCalledOnce();
    expect(codes()).toEqual(['group', 'Q1', 'Q2', 'Q3']);
    expect(session.get().tree.optionsOf.get(ids.Q3 as number) ?? []).toEqual([]);
    const options = [...stored().options.values()].filter((option) => option.nodeId === ids.Q3);
    session.queue.adopt({ options });
    expect(session.get().tree.optionsOf.get(ids.Q3 as number)).toEqual(options.map((option) => option.id));
  });
});
