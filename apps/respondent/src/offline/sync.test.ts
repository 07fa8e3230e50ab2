import 'fake-indexeddb/auto';
import { RESPOND_RECEIPT_MARK } from '@cairn/contract/respond/constants';
import type { RespondSubmitBody } from '@cairn/contract/respond/schemas';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawResponse } from '../delivery/deliver.ts';
import type { KeyValueStore } from '../draft/draft-store.ts';
import { offlineRef } from './offline-files.ts';
import {
  enqueue,
  migrateLocalQueue,
  type OfflineDb,
  putFile,
  type QueuedAnswer,
  readFile,
  readQueue,
  readSent,
} from './queue.ts';
import { createSyncer, type SyncDeps, syncOnce, type UploadSend } from './sync.ts';

const CODE = 'abc123';
const A = '2f1c9a6e-8d4b-4c1e-9f3a-0b5d7e2a1c44';
const B = '7d0e2c1b-3a4f-4b6c-8d9e-1f2a3b4c5d6e';
const F1 = '11111111-2222-4333-8444-555555555555';
const F2 = '66666666-7777-4888-9999-aaaaaaaaaaaa';

/** A database of its own for each test (fake-indexeddb: the real API, in memory). */
let dbs = 0;
const freshDb = (): OfflineDb => createStore(`cairn-offline-test-${++dbs}`, 'kv');

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

/** A fake upload: the same uploadId answers the same key (as respond/upload-file.ts does). */
function fakeUploads() {
  const keys = new Map<string, string>();
  const upload = vi.fn(async (send: UploadSend) => {
    const id = send.fields.uploadId!;
    if (!keys.has(id)) keys.set(id, `key${keys.size}`.padEnd(32, '0'));
    return json(200, {
      code: '00000',
      message: 'ok',
      data: { file: { url: keys.get(id), name: `s-${send.name}`, size: send.blob.size }, preview: 'p' },
    });
  });
  return { keys, upload };
}

const noUploads: SyncDeps['upload'] = async () => {
  throw new Error('no upload expected');
};

const depsOf = (db: OfflineDb, post: SyncDeps['post'], upload = noUploads): SyncDeps => ({
  db,
  surveyCode: CODE,
  ticket: 'T',
  post,
  upload,
  now: () => new Date('2026-11-28T12:00:00.000Z'),
});

describe('the offline queue in IndexedDB', () => {
  it('keeps one entry per response id', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    await enqueue(db, CODE, item(A, 'U1'));
    await enqueue(db, CODE, item(B, 'U2'));
    expect((await readQueue(db, CODE)).map((q) => q.responseId)).toEqual([A, B]);
  });

  it('lets a redo of a waiting interview replace it, with the replaced one’s file bytes', async () => {
    const db = freshDb();
    await putFile(db, F1, { blob: new Blob(['first']), name: 'a.pdf' });
    await enqueue(db, CODE, { ...item(A, 'U1'), files: [{ id: F1, nodeId: 1, uploaded: null }] });
    await enqueue(db, CODE, item(B, 'U2'));
    const redo = '0b6e4f3a-9c2d-4e1f-8a7b-6c5d4e3f2a1b';
    await enqueue(db, CODE, item(redo, 'U1'));
    expect((await readQueue(db, CODE)).map((q) => q.responseId)).toEqual([B, redo]);
    expect(await readFile(db, F1)).toBeNull();
  });

  it('keeps a chosen file’s bytes', async () => {
    const db = freshDb();
    await putFile(db, F1, { blob: new Blob(['%PDF-1.7 hello']), name: 'plan.pdf' });
    const file = await readFile(db, F1);
    expect(file?.name).toBe('plan.pdf');
    expect(await file?.blob.text()).toBe('%PDF-1.7 hello');
    expect(await readFile(db, F2)).toBeNull();
  });

  it('moves an older file’s localStorage queue and sent list over, losing nothing, then clears them', async () => {
    const db = freshDb();
    const store = memoryStore();
    await enqueue(db, CODE, { ...item(B, 'U2'), attempts: 3 });
    store.setItem(`cairn:offline:${CODE}:queue`, JSON.stringify([item(A, 'U1'), item(B, 'U2')]));
    store.setItem(
      `cairn:offline:${CODE}:sent`,
      JSON.stringify([{ responseId: F1, intervieweeCode: 'U9', intervieweeName: 'N', sentAt: 'x' }]),
    );
    store.setItem('cairn:offline:other:queue', JSON.stringify([item(F2, 'U5')]));
    await migrateLocalQueue(db, store, CODE);
    // The one already in IndexedDB wins (its attempts stay); the other arrives.
    expect((await readQueue(db, CODE)).map((q) => [q.responseId, q.attempts])).toEqual([
      [A, 0],
      [B, 3],
    ]);
    expect((await readSent(db, CODE)).map((s) => s.intervieweeCode)).toEqual(['U9']);
    expect([...store.map.keys()]).toEqual(['cairn:offline:other:queue']);
    // Running again (the next start) changes nothing.
    await migrateLocalQueue(db, store, CODE);
    expect(await readQueue(db, CODE)).toHaveLength(2);
  });

  it('leaves localStorage as it was when IndexedDB refuses the write', async () => {
    const store = memoryStore();
    const raw = JSON.stringify([item(A, 'U1')]);
    store.setItem(`cairn:offline:${CODE}:queue`, raw);
    const broken = (() => Promise.reject(new DOMException('full', 'QuotaExceededError'))) as OfflineDb;
    await expect(migrateLocalQueue(broken, store, CODE)).rejects.toThrow();
    expect(store.getItem(`cairn:offline:${CODE}:queue`)).toBe(raw);
  });
});

describe('files chosen offline', () => {
  const withFiles = (): QueuedAnswer => ({
    ...item(A, 'U1'),
    body: {
      surveyCode: CODE,
      responseId: A,
      version: 1,
      answers: {
        '7': [{ url: offlineRef(F1), name: 'plan.pdf', size: 14 }],
        '8': { url: offlineRef(F2) },
        '1': 'x',
      },
    },
    files: [
      { id: F1, nodeId: 7, uploaded: null },
      { id: F2, nodeId: 8, uploaded: null },
    ],
  });

  it('are uploaded with the interview’s ticket before the submit, which carries the server’s references', async () => {
    const db = freshDb();
    await putFile(db, F1, { blob: new Blob(['%PDF-1.7 hello']), name: 'plan.pdf' });
    await putFile(db, F2, { blob: new Blob(['png']), name: 'signature.png' });
    await enqueue(db, CODE, withFiles());
    const server = fakeServer();
    const uploads = fakeUploads();
    expect(await syncOnce(depsOf(db, server.post, uploads.upload))).toEqual({
      sent: 1,
      failed: 0,
      retry: false,
    });
    expect(uploads.upload.mock.calls.map(([send]) => send.fields)).toEqual([
      { surveyCode: CODE, responseId: A, nodeId: '7', intervieweeCode: 'U1', ticket: 'T', uploadId: F1 },
      { surveyCode: CODE, responseId: A, nodeId: '8', intervieweeCode: 'U1', ticket: 'T', uploadId: F2 },
    ]);
    expect(server.post.mock.calls[0]![0].answers).toEqual({
      '7': [{ url: uploads.keys.get(F1), name: 's-plan.pdf', size: 14 }],
      '8': { url: uploads.keys.get(F2) },
      '1': 'x',
    });
    // Sent: the bytes are gone from the browser.
    expect(await readFile(db, F1)).toBeNull();
  });

  it('are not sent again once on the server; a lost upload answer is retried under the same upload id', async () => {
    const db = freshDb();
    await putFile(db, F1, { blob: new Blob(['%PDF-1.7 hello']), name: 'plan.pdf' });
    await putFile(db, F2, { blob: new Blob(['png']), name: 'signature.png' });
    await enqueue(db, CODE, withFiles());
    const uploads = fakeUploads();
    // F1 goes up; F2's answer is lost on the way back (the server has it).
    const upload = vi.fn<SyncDeps['upload']>(async (send) => {
      const answer = await uploads.upload(send);
      if (send.fields.uploadId === F2 && upload.mock.calls.length === 2)
        throw new TypeError('Failed to fetch');
      return answer;
    });
    const server = fakeServer();
    expect(await syncOnce(depsOf(db, server.post, upload))).toEqual({ sent: 0, failed: 1, retry: true });
    expect(server.post).not.toHaveBeenCalled();
    expect((await readQueue(db, CODE))[0]!.files).toEqual([
      { id: F1, nodeId: 7, uploaded: { url: uploads.keys.get(F1), name: 's-plan.pdf', size: 14 } },
      { id: F2, nodeId: 8, uploaded: null },
    ]);
    expect(await syncOnce(depsOf(db, server.post, upload))).toEqual({ sent: 1, failed: 0, retry: false });
    expect(upload.mock.calls.map(([send]) => send.fields.uploadId)).toEqual([F1, F2, F2]);
    expect(uploads.keys.size).toBe(2);
  });

  it('keeps the interview with the server’s refusal when an upload is refused', async () => {
    const db = freshDb();
    await putFile(db, F1, { blob: new Blob(['x']), name: 'plan.pdf' });
    await putFile(db, F2, { blob: new Blob(['png']), name: 'signature.png' });
    await enqueue(db, CODE, withFiles());
    const upload = vi
      .fn<SyncDeps['upload']>()
      .mockResolvedValue(json(200, { code: 'A5530', message: 'withdrawn', data: null }));
    const server = fakeServer();
    expect(await syncOnce(depsOf(db, server.post, upload))).toEqual({ sent: 0, failed: 1, retry: false });
    expect(server.post).not.toHaveBeenCalled();
    expect((await readQueue(db, CODE))[0]!.lastError).toEqual({
      kind: 'refused',
      code: 'A5530',
      message: 'withdrawn',
    });
    expect(await readFile(db, F1)).not.toBeNull();
  });
});

describe('syncOnce', () => {
  it('sends each item with its own id and the ticket, and removes it only after its receipt', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    await enqueue(db, CODE, item(B, 'U2'));
    const server = fakeServer();
    const report = await syncOnce(depsOf(db, server.post));
    expect(report).toEqual({ sent: 2, failed: 0, retry: false });
    expect(server.post.mock.calls.map(([body]) => [body.responseId, body.interview])).toEqual([
      [A, { intervieweeCode: 'U1', ticket: 'T' }],
      [B, { intervieweeCode: 'U2', ticket: 'T' }],
    ]);
    expect(await readQueue(db, CODE)).toEqual([]);
    expect((await readSent(db, CODE)).map((s) => s.intervieweeCode)).toEqual(['U1', 'U2']);
  });

  it('keeps items the network or a portal did not answer, and says why', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    await enqueue(db, CODE, item(B, 'U2'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 200, contentType: 'text/html', text: '<html>portal</html>' });
    expect(await syncOnce(depsOf(db, post))).toEqual({ sent: 0, failed: 2, retry: true });
    expect((await readQueue(db, CODE)).map((q) => [q.attempts, q.lastError])).toEqual([
      [1, { kind: 'network' }],
      [1, { kind: 'network' }],
    ]);
  });

  it('keeps a refused item with the server’s code and message, and sends the others', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    await enqueue(db, CODE, item(B, 'U2'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockResolvedValueOnce(json(200, { code: 'A0400', message: 'intervieweeCode', data: null }))
      .mockResolvedValueOnce(receipt(B));
    expect(await syncOnce(depsOf(db, post))).toEqual({ sent: 1, failed: 1, retry: false });
    expect(await readQueue(db, CODE)).toMatchObject([
      { responseId: A, lastError: { kind: 'refused', code: 'A0400', message: 'intervieweeCode' } },
    ]);
  });

  it('does not take a receipt for another id as this one’s', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    const post = vi.fn<SyncDeps['post']>().mockResolvedValue(receipt(B));
    expect((await syncOnce(depsOf(db, post))).sent).toBe(0);
    expect(await readQueue(db, CODE)).toHaveLength(1);
  });

  it('counts nothing twice when a receipt is lost and the same id is sent again', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    const server = fakeServer();
    // The first answer is lost on the way back: the server has the response, the page does not know.
    const post = vi.fn<SyncDeps['post']>(async (body) => {
      await server.post(body);
      if (post.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return receipt(body.responseId);
    });
    await syncOnce(depsOf(db, post));
    expect(await readQueue(db, CODE)).toHaveLength(1);
    await syncOnce(depsOf(db, post));
    expect(await readQueue(db, CODE)).toHaveLength(0);
    expect([...server.stored.keys()]).toEqual([A]);
  });
});

describe('createSyncer', () => {
  // Only the timers: fake-indexeddb schedules its own work and must keep running.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const syncerOf = (db: OfflineDb, post: SyncDeps['post'], online = () => true) => {
    const changes: boolean[] = [];
    const syncer = createSyncer({
      ...depsOf(db, post),
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
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    const server = fakeServer();
    const { syncer, changes } = syncerOf(db, server.post);
    const [one, two] = [syncer.sync(), syncer.sync()];
    expect(await one).toBe(await two);
    expect(server.post).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([true, false]);
  });

  it('tries again with backoff (1 s, 2 s, ...) after a network failure while online', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    const post = vi
      .fn<SyncDeps['post']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(receipt(A));
    const { syncer, changes } = syncerOf(db, post);
    /** The timer started a sync (IndexedDB keeps its own pace): wait for it by joining it. */
    const started = async (n: number) => {
      expect(changes.filter(Boolean)).toHaveLength(n);
      await syncer.sync();
    };
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await syncer.sync();
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await started(2);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await started(3);
    expect(post).toHaveBeenCalledTimes(3);
    expect(await readQueue(db, CODE)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(3);
    syncer.dispose();
  });

  it('waits for the `online` event instead while the browser is offline, and never retries a refusal', async () => {
    const db = freshDb();
    await enqueue(db, CODE, item(A, 'U1'));
    const offline = vi.fn<SyncDeps['post']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { syncer } = syncerOf(db, offline, () => false);
    await syncer.sync();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(offline).toHaveBeenCalledTimes(1);
    const refused = vi
      .fn<SyncDeps['post']>()
      .mockResolvedValue(json(200, { code: 'A0403', message: 'x', data: null }));
    const second = syncerOf(db, refused);
    await second.syncer.sync();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
