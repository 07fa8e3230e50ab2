import { nodesApi, splitInput, type TreeEditEndpoint } from '@cairn/contract';
import {
  applyChange,
  createDesignTree,
  type DesignTree,
  emptyDesignTree,
  type OpContext,
  QuestionType,
  type TreeResult,
  toRecords,
} from '@cairn/core';

import { describe, expect, it } from 'vitest';
import { addNodeEdit, deleteNodeEdit, designEdit, updateNodeEdit } from './design-edits.ts';
import { DesignEditQueue, type EditAnswer, type QueueEvent } from './edit-queue.ts';
import { isTempId } from './temp-ids.ts';

type Input = Record<string, unknown>;

/**
 * A server that runs each endpoint's own core operation with its own ids, as the real one does,
 * answering when told to. It records each call as it would go on the wire (path parameters filled).
 */
function fakeServer(initial: DesignTree) {
  let tree = initial;
  let version = 1;
  let nextId = 1000;
  const sent: { path: string; input: Input; version: number }[] = [];
  const waiting: (() => void)[] = [];
  let refuseNext: { code: string; message: string; data?: unknown } | null = null;
  const ctx: OpContext = { nextId: () => nextId++, lang: 'zh', now: () => '2026-01-01T00:00:00.000Z' };
  const send = (endpoint: TreeEditEndpoint, input: Input, v: number) =>
    new Promise<EditAnswer>((resolve, reject) => {
      const { path } = splitInput(endpoint, { ...input, surveyCode: 'S' });
      sent.push({ path, input, version: v });
      waiting.push(() => {
        if (refuseNext) {
          const failure = refuseNext;
          refuseNext = null;
          return reject(failure);
        }
        const result = endpoint.edit.run?.(tree, input, ctx) as TreeResult;
        if (!result.ok) return reject({ code: 'A0404', message: 'missing' });
        const records = applyChange(toRecords(tree), result.change);
        tree = createDesignTree(tree.surveyId, records);
        version++;
        resolve({ change: result.change, saved: { version, saveTime: 1, status: 0, relaunch: false } });
      });
    });
  return {
    send,
    sent,
    get tree() {
      return tree;
    },
    refuse(failure: { code: string; message: string; data?: unknown }) {
      refuseNext = failure;
    },
    /** Answers the oldest waiting call and lets the queue react. */
    async answer() {
      (waiting.shift() as () => void)();
      await new Promise((r) => setImmediate(r));
    },
    reload: async () => ({ tree, version }),
  };
}

function setup() {
  const start = emptyDesignTree(1);
  const server = fakeServer(start);
  const queue = new DesignEditQueue(
    {
      surveyId: start.surveyId,
      lang: 'zh',
      now: () => '2026-01-01T00:00:00.000Z',
      send: server.send,
      reload: server.reload,
    },
    { tree: start, version: 1 },
  );
  const events: QueueEvent[] = [];
  queue.onEvent((e) => events.push(e));
  return { queue, server, events };
}
const topIds = (tree: DesignTree) => [...(tree.children.get(null) ?? [])];
const live = (tree: DesignTree) =>
  [...tree.nodes.values()].filter((n) => n.deletedAt === null).map((n) => n.id);

describe('the design edit queue', () => {
  it('shows an edit at once with a temp id, then the server’s ids and version', async () => {
    const { queue, server } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    const [temp] = topIds(queue.snapshot().tree);
    expect(isTempId(temp)).toBe(true);
    expect(queue.snapshot().pending).toBe(1);
    await server.answer();
    const [real] = topIds(queue.snapshot().tree);
    expect(real).toBe(1000);
    expect(queue.snapshot()).toMatchObject({ version: 2, pending: 0 });
    expect(queue.realIdOf(temp as number)).toBe(1000);
  });

  it('sends one edit at a time, each with the version the previous answer returned', async () => {
    const { queue, server } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    queue.enqueue(addNodeEdit({ what: QuestionType.Rate }));
    expect(server.sent).toHaveLength(1);
    await server.answer();
    expect(server.sent.map((s) => s.version)).toEqual([1, 2]);
    await server.answer();
    expect(topIds(queue.snapshot().tree)).toEqual(topIds(server.tree));
  });

  it('names a record made by an earlier edit by its real id once the server has made it', async () => {
    const { queue, server } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    const [temp] = topIds(queue.snapshot().tree);
    queue.enqueue(updateNodeEdit(temp as number, { title: 'Age' }));
    expect(queue.snapshot().tree.nodes.get(temp as number)?.title).toBe('Age');
    await server.answer();
    expect(server.sent[1]?.input).toEqual({ id: 1000, title: 'Age' });
    await server.answer();
    expect(queue.snapshot().tree.nodes.get(1000)?.title).toBe('Age');
    expect(server.tree.nodes.get(1000)?.title).toBe('Age');
  });

  it('keeps a question deleted that was deleted before the server acknowledged adding it', async () => {
    const { queue, server, events } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    const [temp] = topIds(queue.snapshot().tree);
    // The id travels in the path (nodes/remove/{id}): the queue resolves it there as in a body.
    queue.enqueue(deleteNodeEdit(temp as number));
    expect(live(queue.snapshot().tree)).toEqual([]);
    await server.answer();
    // Replayed on the acknowledged tree, the delete names the real question.
    expect(live(queue.snapshot().tree)).toEqual([]);
    expect(server.sent[1]).toMatchObject({ path: '/designer/v1/nodes/remove/1000', input: { id: 1000 } });
    await server.answer();
    expect(events).toEqual([]);
    expect(live(server.tree)).toEqual([]);
    expect(live(queue.snapshot().tree)).toEqual([]);
  });

  it('resolves temp ids in the path of any described edit, not only in bodies', async () => {
    const { queue, server } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    const [temp] = topIds(queue.snapshot().tree);
    queue.enqueue(designEdit(nodesApi.copy, { id: temp as number }));
    queue.enqueue(designEdit(nodesApi.remove, { id: temp as number }));
    await server.answer();
    await server.answer();
    await server.answer();
    expect(server.sent.map((s) => s.path)).toEqual([
      '/designer/v1/nodes',
      '/designer/v1/nodes/copy',
      '/designer/v1/nodes/remove/1000',
    ]);
    expect(live(queue.snapshot().tree)).toEqual(live(server.tree));
  });

  it('takes back a refused edit and drops the later ones that depended on it', async () => {
    const { queue, server, events } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    const [temp] = topIds(queue.snapshot().tree);
    queue.enqueue(updateNodeEdit(temp as number, { title: 'Age' }));
    server.refuse({ code: 'A0211', message: 'too many questions' });
    await server.answer();
    expect(topIds(queue.snapshot().tree)).toEqual([]);
    expect(queue.snapshot().pending).toBe(0);
    expect(events.map((e) => e.kind)).toEqual(['refused', 'dropped']);
    expect(server.sent).toHaveLength(1);
  });

  it('reloads the stored tree and drops waiting edits when someone else edited (A0120)', async () => {
    const { queue, server, events } = setup();
    queue.enqueue(addNodeEdit({ what: QuestionType.OpenText }));
    queue.enqueue(addNodeEdit({ what: QuestionType.Rate }));
    server.refuse({ code: 'A0120', message: 'changed elsewhere', data: { version: 7 } });
    await server.answer();
    expect(events.map((e) => e.kind)).toEqual(['conflict']);
    expect(queue.snapshot()).toMatchObject({ pending: 0, version: 1 });
    expect(topIds(queue.snapshot().tree)).toEqual([]);
    expect(server.sent).toHaveLength(1);
  });

  it('does not send an edit its own operation refuses', () => {
    const { queue, server } = setup();
    const result = queue.enqueue(updateNodeEdit(424242, { title: 'x' }));
    expect(result.ok).toBe(false);
    expect(server.sent).toHaveLength(0);
  });
});
