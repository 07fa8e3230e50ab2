import type { RespondSaveBody } from '@cairn/contract/respond/schemas';
import type { FileRef } from '@cairn/core/question-types/files';
import { createStore, del, get, type UseStore, update } from 'idb-keyval';
import type { KeyValueStore } from '../draft/draft-store.ts';

/**
 * The offline file's queue of finished interviews, kept in this browser's IndexedDB (it survives
 * a reload and a closed tab, holds the chosen files' bytes, and is far larger than localStorage)
 * until the server's receipt comes back. One list per project code, so a newly downloaded file of
 * the same project still sees and sends what an older one queued. The body is stored without the
 * ticket: the sync adds the ticket of the file doing the sending (a newer file's, when the old
 * one expired). Every list change is one read-modify-write transaction (idb-keyval `update`).
 */
export interface QueuedAnswer {
  responseId: string;
  intervieweeCode: string;
  intervieweeName: string;
  body: Omit<RespondSaveBody, 'interview'>;
  queuedAt: string;
  attempts: number;
  /** Why the last send did not end in a receipt; null before any. */
  lastError: SyncError | null;
  /** Files the answers refer to by `offline:{id}` (see offline-files.ts); absent: none. */
  files?: QueuedFile[];
}

/** A file chosen offline: its bytes under `file:{id}`, and once uploaded the server's reference. */
export interface QueuedFile {
  /** Also the upload's `uploadId`: a retried upload answers the stored file (never a copy). */
  id: string;
  nodeId: number;
  uploaded: FileRef | null;
}

/** A chosen file's bytes as kept until the sync uploads it. */
export interface StoredFile {
  blob: Blob;
  name: string;
}

/** `network`: no usable answer (offline, server down); `refused`: the server said no, with its message. */
export type SyncError = { kind: 'network' } | { kind: 'refused'; code: string; message: string };

export interface SentAnswer {
  responseId: string;
  intervieweeCode: string;
  intervieweeName: string;
  sentAt: string;
}

/** The database (one per browser profile; file:// pages share it). */
export type OfflineDb = UseStore;

export function openOfflineDb(): OfflineDb | null {
  if (typeof indexedDB === 'undefined') return null;
  return createStore('cairn-offline', 'kv');
}

const queueKey = (code: string) => `queue:${code}`;
const sentKey = (code: string) => `sent:${code}`;
const fileKey = (id: string) => `file:${id}`;
/** Kept for the roll's "sent" marks; older ones drop off. */
const SENT_KEPT = 500;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export async function readQueue(db: OfflineDb, code: string): Promise<QueuedAnswer[]> {
  return listOf<QueuedAnswer>(await get(queueKey(code), db));
}

export async function readSent(db: OfflineDb, code: string): Promise<SentAnswer[]> {
  return listOf<SentAnswer>(await get(sentKey(code), db));
}

function changeQueue(db: OfflineDb, code: string, change: (queue: QueuedAnswer[]) => QueuedAnswer[]) {
  return update<QueuedAnswer[]>(queueKey(code), (old) => change(listOf(old)), db);
}

/**
 * Adds a finished interview. It replaces a queued one with the same response id (never queued
 * twice) and any still queued for the same interviewee (a redo: the server takes one interview a
 * person, A5531). A replaced one's file bytes are removed. Rejects when storage refuses.
 */
export async function enqueue(db: OfflineDb, code: string, item: QueuedAnswer): Promise<void> {
  const replaced = (q: QueuedAnswer) =>
    q.responseId === item.responseId || q.intervieweeCode === item.intervieweeCode;
  let dropped: QueuedAnswer[] = [];
  await changeQueue(db, code, (queue) => {
    dropped = queue.filter((q) => replaced(q) && q.responseId !== item.responseId);
    return [...queue.filter((q) => !replaced(q)), item];
  });
  const kept = new Set((item.files ?? []).map((file) => file.id));
  for (const file of dropped.flatMap((q) => q.files ?? []))
    if (!kept.has(file.id)) await del(fileKey(file.id), db).catch(() => {});
}

/**
 * After a receipt: out of the queue and its files' bytes gone, into the sent list (in that order:
 * a crash between sends it again, which is idempotent).
 */
export async function markSent(db: OfflineDb, code: string, responseId: string, at: Date): Promise<void> {
  const item = (await readQueue(db, code)).find((q) => q.responseId === responseId);
  if (!item) return;
  await changeQueue(db, code, (queue) => queue.filter((q) => q.responseId !== responseId));
  for (const file of item.files ?? []) await del(fileKey(file.id), db).catch(() => {});
  const entry: SentAnswer = {
    responseId,
    intervieweeCode: item.intervieweeCode,
    intervieweeName: item.intervieweeName,
    sentAt: at.toISOString(),
  };
  await update<SentAnswer[]>(
    sentKey(code),
    (old) => [...listOf<SentAnswer>(old).filter((s) => s.responseId !== responseId), entry].slice(-SENT_KEPT),
    db,
  ).catch(() => {
    // Only the "sent" mark is lost; the server holds the response.
  });
}

export async function markFailed(db: OfflineDb, code: string, responseId: string, error: SyncError) {
  await changeQueue(db, code, (queue) =>
    queue.map((q) =>
      q.responseId === responseId ? { ...q, attempts: q.attempts + 1, lastError: error } : q,
    ),
  ).catch(() => {
    // The item is still queued; only its error note is not kept.
  });
}

/** A file of a queued interview is on the server: a later sync sends its reference, not its bytes. */
export function markUploaded(db: OfflineDb, code: string, responseId: string, fileId: string, ref: FileRef) {
  return changeQueue(db, code, (queue) =>
    queue.map((q) =>
      q.responseId === responseId
        ? { ...q, files: (q.files ?? []).map((f) => (f.id === fileId ? { ...f, uploaded: ref } : f)) }
        : q,
    ),
  );
}

export function putFile(db: OfflineDb, id: string, file: StoredFile): Promise<void> {
  return update<StoredFile>(fileKey(id), () => file, db);
}

export async function readFile(db: OfflineDb, id: string): Promise<StoredFile | null> {
  return (await get<StoredFile>(fileKey(id), db)) ?? null;
}

/**
 * Moves what an older offline file kept in localStorage (`cairn:offline:{code}:queue` and
 * `:sent`) into IndexedDB, so nothing collected offline is lost with the upgrade: entries are
 * merged (one already in IndexedDB wins), written, and only then removed from localStorage. A
 * failure leaves localStorage as it was, for the next start to try again.
 */
export async function migrateLocalQueue(db: OfflineDb, store: KeyValueStore, code: string): Promise<void> {
  const moves: [string, string, string][] = [
    [`cairn:offline:${code}:queue`, queueKey(code), 'responseId'],
    [`cairn:offline:${code}:sent`, sentKey(code), 'responseId'],
  ];
  for (const [local, key, id] of moves) {
    let raw: string | null;
    try {
      raw = store.getItem(local);
    } catch {
      continue;
    }
    if (raw === null) continue;
    let old: Record<string, unknown>[] = [];
    try {
      old = listOf<Record<string, unknown>>(JSON.parse(raw));
    } catch {
      // unreadable: nothing to move, but keep it for a person to look at
      continue;
    }
    await update<Record<string, unknown>[]>(
      key,
      (current) => {
        const kept = listOf<Record<string, unknown>>(current);
        const have = new Set(kept.map((entry) => entry[id]));
        return [...old.filter((entry) => !have.has(entry[id])), ...kept];
      },
      db,
    );
    store.removeItem(local);
  }
}
