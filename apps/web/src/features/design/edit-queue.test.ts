import {
  applyChange,
  createDesignTree,
  type DesignTree,
  emptyDesignTree,
  insertNode,
  type OpContext,
  QuestionType,
  type TreeResult,
  toRecords,
  updateNode,
} from '@cairn/core';

import { describe, expect, it } from 'vitest';
import { type DesignEdit, DesignEditQueue, type EditAnswer, type QueueEvent } from './edit-queue.ts';
import { isTempId } from './temp-ids.ts';

type Body = Record<string, unknown>;
const add: DesignEdit['run'] = (tree, body, ctx) => insertNode(tree, body as never, ctx);
const rename: DesignEdit['run'] = (tree, body) =>
  updateNode(tree, { id: body.id as number, patch: { title: body.title as string } });
const OPS: Record<string, NonNullable<DesignEdit['run']>> = { '/nodes': add, '/nodes/update': rename };

/** A server that runs the same core operations with its own ids, answering when told to. */
function fakeServer(initial: DesignTree) {
  let tree = initial;
  let version = 1;
  let nextId = 1000;
  const sent: { path: string; body: Body; version: number }[] = [];
  const waiting: (() => void)[] = [];
  let refuseNext: { code: string; message: string; data?: unknown } | null = null;
  const ctx: OpContext = { nextId: () => nextId++, lang: 'zh', now: () => '2026-01-01T00:00:00.000Z' };
  const send = (path: string, body: Body, v: number) =>
    new Promise<EditAnswer>((resolve, reject) => {
      sent.push({ path, body, version: v });
      waiting.push(() => {
        if (refuseNext) {
          const failure = refuseNext;
          refuseNext = null;
          return reject(failure);
        }
        const result = (OPS[path] as NonNullable<DesignEdit['run']>)(tree, body, ctx) as Extract<
          TreeResult,
          { ok: true }
        >;
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

describe('the design edit queue', () => {
  it('shows an edit at once with a temp id, then the server’s ids and version', async () => {
    const { queue, server } = setup();
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.OpenText }, run: add });
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
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.OpenText }, run: add });
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.Rate }, run: add });
    expect(server.sent).toHaveLength(1);
    await server.answer();
    expect(server.sent.map((s) => s.version)).toEqual([1, 2]);
    await server.answer();
    expect(topIds(queue.snapshot().tree)).toEqual(topIds(server.tree));
  });

  it('names a record made by an earlier edit by its real id once the server has made it', async () => {
    const { queue, server } = setup();
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.OpenText }, run: add });
    const [temp] = topIds(queue.snapshot().tree);
    queue.enqueue({ path: '/nodes/update', body: { id: temp, title: 'Age' }, run: rename });
    expect(queue.snapshot().tree.nodes.get(temp as number)?.title).toBe('Age');
    await server.answer();
    expect(server.sent[1]?.body).toEqual({ id: 1000, title: 'Age' });
    await server.answer();
    expect(queue.snapshot().tree.nodes.get(1000)?.title).toBe('Age');
    expect(server.tree.nodes.get(1000)?.title).toBe('Age');
  });

  it('takes back a refused edit and drops the later ones that depended on it', async () => {
    const { queue, server, events } = setup();
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.OpenText }, run: add });
    const [temp] = topIds(queue.snapshot().tree);
    queue.enqueue({ path: '/nodes/update', body: { id: temp, title: 'Age' }, run: rename });
    server.refuse({ code: 'A0211', message: 'too many questions' });
    await server.answer();
    expect(topIds(queue.snapshot().tree)).toEqual([]);
    expect(queue.snapshot().pending).toBe(0);
    expect(events.map((e) => e.kind)).toEqual(['refused', 'dropped']);
    expect(server.sent).toHaveLength(1);
  });

  it('reloads the stored tree and drops waiting edits when someone else edited (A0120)', async () => {
    const { queue, server, events } = setup();
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.OpenText }, run: add });
    queue.enqueue({ path: '/nodes', body: { what: QuestionType.Rate }, run: add });
    server.refuse({ code: 'A0120', message: 'changed elsewhere', data: { version: 7 } });
    await server.answer();
    expect(events.map((e) => e.kind)).toEqual(['conflict']);
    expect(queue.snapshot()).toMatchObject({ pending: 0, version: 1 });
    expect(topIds(queue.snapshot().tree)).toEqual([]);
    expect(server.sent).toHaveLength(1);
  });

  it('does not send an edit its own operation refuses', () => {
    const { queue, server } = setup();
    const result = queue.enqueue({ path: '/nodes/update', body: { id: 424242, title: 'x' }, run: rename });
    expect(result.ok).toBe(false);
    expect(server.sent).toHaveLength(0);
  });
});
