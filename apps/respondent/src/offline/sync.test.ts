import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import type { RespondSubmitBody } from '@cairn/contract/respond/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawResponse } from '../delivery/deliver.ts';
import type { KeyValueStore } from '../draft/draft-store.ts';
import { enqueue, type QueuedAnswer, readQueue, readSent } from './queue.ts';
import { createSyncer, type SyncDeps, syncOnce } from './sync.ts';

const CODE = 'abc123';
const A = '2f1c9a6e-8d4b-4c1e-9f3a-0b5d7e2a1c44';
const B = '7d0e2c1b-3a4f-4b6c-8d9e-1f2a3b4c5d6e';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const item = (responseId: string, intervieweeCode: string): QueuedAnswer => ({
  responseId,
  intervieweeCode,
  intervieweeName: `Name ${intervieweeCode}`,
  body: { surveyCode: CODE, responseId, version: 1, answers: { '1': 'x' } },
  queuedAt: '2026-11-28T10:00:00.000Z',
  attempts: 0,
  lastError: null,
});

const json = (status: number, body: unknown): RawResponse => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});
const receipt = (id: string) =>
  json(200, {
    code: '00000',
    message: 'ok',
    data: { receipt: RESPOND_RECEIPT_MARK, responseId: id, status: 'complete', submittedAt: 'x' },
  });

/** A fake server: submit is idempotent by response id, as respond/submit-response.ts is. */
function fakeServer() {
  const stored = new Map<string, string>();
  const post = vi.fn(async (body: RespondSubmitBody) => {
    if (body.interview?.ticket !== 'T') return json(200, { code: 'A0403', message: 'ticket', data: null });
    stored.set(body.responseId, JSON.stringify(body.answers));
    return receipt(body.responseId);
  });
  return { stored, post };
}

const depsOf = (store: KeyValueStore, post: SyncDeps['post']): SyncDeps => ({
  store,
  surveyCode: CODE,
  ticket: 'T',
  post,
  now: () => new Date('2026-11-28T12:00:00.000Z'),
});

describe('the offline queue', () => {
  it('keeps one entry per response id', () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    enqueue(store, CODE, item(A, 'U1'));
    enqueue(store, CODE, item(B, 'U2'));
    expect(readQueue(store, CODE).map((q) => q.responseId)).toEqual([A, B]);
  });

  it('throws when storage refuses, so the answers are not taken as kept', () => {
    const store = memoryStore();
    store.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => enqueue(store, CODE, item(A, 'U1'))).toThrow();
  });
});

describe('syncOnce', () => {
  it('sends each item with its own id and the ticket, and removes it only after its receipt', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    enqueue(store, CODE, item(B, 'U2'));
    const server = fakeServer();
    const report = await syncOnce(depsOf(store, server.post));
    expect(report).toEqual({ sent: 2, failed: 0, retry: false });
    expect(server.post.mock.calls.map(([body]) => [body.responseId, body.interview])).toEqual([
      [A, { intervieweeCode: 'U1', ticket: 'T' }],
      [B, { intervieweeCode: 'U2', ticket: 'T' }],
    ]);
    expect(readQueue(store, CODE)).toEqual([]);
    expect(readSent(store, CODE).map((s) => s.intervieweeCode)).toEqual(['U1', 'U2']);
  });

  it('keeps items the network or a portal did not answer, and says why', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    enqueue(store, CODE, item(B, 'U2'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 200, contentType: 'text/html', text: '<html>portal</html>' });
    expect(await syncOnce(depsOf(store, post))).toEqual({ sent: 0, failed: 2, retry: true });
    expect(readQueue(store, CODE).map((q) => [q.attempts, q.lastError])).toEqual([
      [1, { kind: 'network' }],
      [1, { kind: 'network' }],
    ]);
  });

  it('keeps a refused item with the server’s code and message, and sends the others', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    enqueue(store, CODE, item(B, 'U2'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockResolvedValueOnce(json(200, { code: 'A0400', message: 'intervieweeCode', data: null }))
      .mockResolvedValueOnce(receipt(B));
    expect(await syncOnce(depsOf(store, post))).toEqual({ sent: 1, failed: 1, retry: false });
    expect(readQueue(store, CODE)).toMatchObject([
      { responseId: A, lastError: { kind: 'refused', code: 'A0400', message: 'intervieweeCode' } },
    ]);
  });

  it('does not take a receipt for another id as this one’s', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    const post = vi.fn<SyncDeps['post']>().mockResolvedValue(receipt(B));
    expect((await syncOnce(depsOf(store, post))).sent).toBe(0);
    expect(readQueue(store, CODE)).toHaveLength(1);
  });

  it('counts nothing twice when a receipt is lost and the same id is sent again', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    const server = fakeServer();
    // The first answer is lost on the way back: the server has the response, the page does not know.
    const post = vi.fn<SyncDeps['post']>(async (body) => {
      await server.post(body);
      if (post.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return receipt(body.responseId);
    });
    await syncOnce(depsOf(store, post));
    expect(readQueue(store, CODE)).toHaveLength(1);
    await syncOnce(depsOf(store, post));
    expect(readQueue(store, CODE)).toHaveLength(0);
    expect([...server.stored.keys()]).toEqual([A]);
  });
});

describe('createSyncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const syncerOf = (store: KeyValueStore, post: SyncDeps['post'], online = () => true) => {
    const changes: boolean[] = [];
    const syncer = createSyncer({
      ...depsOf(store, post),
      isOnline: online,
      onChange: (running) => changes.push(running),
      setTimer: (run, ms) => {
        const id = setTimeout(run, ms);
        return () => clearTimeout(id);
      },
    });
    return { syncer, changes };
  };

  it('runs one sync at a time: a second press joins the running one', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    const server = fakeServer();
    const { syncer, changes } = syncerOf(store, server.post);
    const [one, two] = [syncer.sync(), syncer.sync()];
    expect(await one).toBe(await two);
    expect(server.post).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([true, false]);
  });

  it('tries again with backoff (1 s, 2 s, ...) after a network failure while online', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(receipt(A));
    const { syncer } = syncerOf(store, post);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await syncer.sync();
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(3);
    expect(readQueue(store, CODE)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(3);
    syncer.dispose();
  });

  it('waits for the `online` event instead while the browser is offline, and never retries a refusal', async () => {
    const store = memoryStore();
    enqueue(store, CODE, item(A, 'U1'));
    const offline = vi.fn<SyncDeps['post']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { syncer } = syncerOf(store, offline, () => false);
    await syncer.sync();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(offline).toHaveBeenCalledTimes(1);
    const refused = vi
      .fn<SyncDeps['post']>()
      .mockResolvedValue(json(200, { code: 'A0403', message: 'x', data: null }));
    const second = syncerOf(store, refused);
    await second.syncer.sync();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
