import type { RespondSaveBody } from '@cairn/contract/respond/schemas';
import type { KeyValueStore } from '../draft/draft-store.ts';

/**
 * The offline file's queue of finished interviews, kept in this browser's localStorage (it
 * survives a reload and a closed tab; file:// pages share it) until the server's receipt comes
 * back. One list per project code, so a newly downloaded file of the same project still sees and
 * sends what an older one queued. The body is stored without the ticket: the sync adds the
 * ticket of the file doing the sending (a newer file's, when the old one expired).
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
}

/** `network`: no usable answer (offline, server down); `refused`: the server said no, with its message. */
export type SyncError = { kind: 'network' } | { kind: 'refused'; code: string; message: string };

export interface SentAnswer {
  responseId: string;
  intervieweeCode: string;
  intervieweeName: string;
  sentAt: string;
}

const queueKey = (code: string) => `cairn:offline:${code}:queue`;
const sentKey = (code: string) => `cairn:offline:${code}:sent`;
/** Kept for the roll's "sent" marks; older ones drop off. */
const SENT_KEPT = 500;

function readList<T>(store: KeyValueStore, key: string): T[] {
  try {
    const raw = store.getItem(key);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}

/** Throws when storage refuses the write (full, blocked): the caller must not drop the answers. */
function writeList<T>(store: KeyValueStore, key: string, list: T[]): void {
  store.setItem(key, JSON.stringify(list));
}

export function readQueue(store: KeyValueStore, code: string): QueuedAnswer[] {
  return readList<QueuedAnswer>(store, queueKey(code));
}

export function readSent(store: KeyValueStore, code: string): SentAnswer[] {
  return readList<SentAnswer>(store, sentKey(code));
}

/** Adds a finished interview; the same response id again replaces it (never queued twice). */
export function enqueue(store: KeyValueStore, code: string, item: QueuedAnswer): void {
  const queue = readQueue(store, code).filter((q) => q.responseId !== item.responseId);
  writeList(store, queueKey(code), [...queue, item]);
}

/** After a receipt: out of the queue, into the sent list (in that order: a crash between sends it again, which is idempotent). */
export function markSent(store: KeyValueStore, code: string, responseId: string, at: Date): void {
  const queue = readQueue(store, code);
  const item = queue.find((q) => q.responseId === responseId);
  if (!item) return;
  writeList(
    store,
    queueKey(code),
    queue.filter((q) => q.responseId !== responseId),
  );
  const sent = readSent(store, code).filter((s) => s.responseId !== responseId);
  const entry: SentAnswer = {
    responseId,
    intervieweeCode: item.intervieweeCode,
    intervieweeName: item.intervieweeName,
    sentAt: at.toISOString(),
  };
  try {
    writeList(store, sentKey(code), [...sent, entry].slice(-SENT_KEPT));
  } catch {
    // Only the "sent" mark is lost; the server holds the response.
  }
}

export function markFailed(store: KeyValueStore, code: string, responseId: string, error: SyncError): void {
  const queue = readQueue(store, code).map((q) =>
    q.responseId === responseId ? { ...q, attempts: q.attempts + 1, lastError: error } : q,
  );
  try {
    writeList(store, queueKey(code), queue);
  } catch {
    // The item is still queued; only its error note is not kept.
  }
}
