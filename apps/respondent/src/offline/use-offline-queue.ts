import type { OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { RESPOND_ROUTES } from '@cairn/contract/respond/routes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RawResponse } from '../delivery/deliver.ts';
import { browserStore, type KeyValueStore } from '../draft/draft-store.ts';
import {
  migrateLocalQueue,
  type OfflineDb,
  openOfflineDb,
  type QueuedAnswer,
  readQueue,
  readSent,
  type SentAnswer,
} from './queue.ts';
import { createSyncer, type SyncReport } from './sync.ts';

export interface OfflineQueueState {
  /** localStorage (which interview is open); null when blocked. */
  store: KeyValueStore | null;
  /** IndexedDB: the queue, the sent list and the chosen files; null when the browser has none. */
  db: OfflineDb | null;
  /** False until the queue was read (and an older file's localStorage queue moved over). */
  ready: boolean;
  queue: QueuedAnswer[];
  sent: SentAnswer[];
  online: boolean;
  syncing: boolean;
  report: SyncReport | null;
  sync: () => void;
  /** Reads the queue again (after an interview was queued). */
  refresh: () => void;
}

const urlOf = (origin: string, route: { service: string; path: string }) =>
  `${origin}/api/${route.service}${route.path}`;

/** What a cross-origin fetch answered, as the delivery readers take it. */
async function rawOf(response: Response): Promise<RawResponse> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/**
 * The queue as React state, and its sync: when the page opens online, when `online` fires, on the
 * button, and again with backoff after a network failure while online (sync.ts). The upload and
 * the submit go to the server the file came from (`pack.origin`), across origins: a file:// page
 * has no origin of its own, so the calls carry no cookie (`credentials: 'omit'`) — the ticket is
 * their credential.
 */
export function useOfflineQueue(pack: OfflinePack): OfflineQueueState {
  const store = useMemo(() => browserStore(), []);
  const db = useMemo(() => openOfflineDb(), []);
  const [lists, setLists] = useState<{ queue: QueuedAnswer[]; sent: SentAnswer[] }>({ queue: [], sent: [] });
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [report, setReport] = useState<SyncReport | null>(null);
  const syncer = useRef<ReturnType<typeof createSyncer> | null>(null);
  const refresh = useCallback(() => {
    if (!db) return;
    void Promise.all([readQueue(db, pack.surveyCode), readSent(db, pack.surveyCode)]).then(
      ([queue, sent]) => setLists({ queue, sent }),
      () => {},
    );
  }, [db, pack.surveyCode]);

  useEffect(() => {
    if (!db) return;
    const headers = { 'accept-language': pack.lang };
    const s = createSyncer({
      db,
      surveyCode: pack.surveyCode,
      ticket: pack.ticket,
      now: () => new Date(),
      post: async (body) =>
        rawOf(
          await fetch(urlOf(pack.origin, RESPOND_ROUTES.submit), {
            method: 'POST',
            mode: 'cors',
            credentials: 'omit',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        ),
      upload: async ({ fields, blob, name }) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append('file', blob, name);
        return rawOf(
          await fetch(urlOf(pack.origin, RESPOND_ROUTES.upload), {
            method: 'POST',
            mode: 'cors',
            credentials: 'omit',
            headers,
            body: form,
          }),
        );
      },
      isOnline: () => navigator.onLine,
      setTimer: (run, ms) => {
        const id = window.setTimeout(run, ms);
        return () => window.clearTimeout(id);
      },
      onChange: (running, done) => {
        setSyncing(running);
        if (done) setReport(done);
        refresh();
      },
    });
    syncer.current = s;
    const goOnline = () => {
      setOnline(true);
      void s.sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // An older file kept its queue in localStorage: moved first, so nothing it holds is lost.
    void (store ? migrateLocalQueue(db, store, pack.surveyCode) : Promise.resolve())
      .catch(() => {})
      .then(() => readQueue(db, pack.surveyCode))
      .then(
        (queue) => {
          setReady(true);
          refresh();
          if (navigator.onLine && queue.length > 0) void s.sync();
        },
        () => setReady(true),
      );
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      s.dispose();
    };
  }, [db, store, pack, refresh]);

  return {
    store,
    db,
    ready,
    ...lists,
    online,
    syncing,
    report,
    sync: () => void syncer.current?.sync(),
    refresh,
  };
}
