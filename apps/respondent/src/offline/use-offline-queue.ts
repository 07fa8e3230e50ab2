import type { OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { RESPOND_ROUTES } from '@cairn/contract/respond/routes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserStore, type KeyValueStore } from '../draft/draft-store.ts';
import { type QueuedAnswer, readQueue, readSent, type SentAnswer } from './queue.ts';
import { createSyncer, type SyncReport } from './sync.ts';

export interface OfflineQueueState {
  store: KeyValueStore | null;
  queue: QueuedAnswer[];
  sent: SentAnswer[];
  online: boolean;
  syncing: boolean;
  report: SyncReport | null;
  sync: () => void;
  /** Reads the queue again (after an interview was queued). */
  refresh: () => void;
}

/**
 * The queue as React state, and its sync: when the page opens online, when `online` fires, on the
 * button, and again with backoff after a network failure while online (sync.ts). The submit goes
 * to the server the file came from (`pack.origin`), across origins: a file:// page has no origin
 * of its own, so the call carries no cookie (`credentials: 'omit'`) — the ticket is its credential.
 */
export function useOfflineQueue(pack: OfflinePack): OfflineQueueState {
  const store = useMemo(() => browserStore(), []);
  const read = useCallback(
    () => ({
      queue: store ? readQueue(store, pack.surveyCode) : [],
      sent: store ? readSent(store, pack.surveyCode) : [],
    }),
    [store, pack.surveyCode],
  );
  const [lists, setLists] = useState(read);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [report, setReport] = useState<SyncReport | null>(null);
  const syncer = useRef<ReturnType<typeof createSyncer> | null>(null);

  useEffect(() => {
    if (!store) return;
    const submitUrl = `${pack.origin}/api/${RESPOND_ROUTES.submit.service}${RESPOND_ROUTES.submit.path}`;
    const s = createSyncer({
      store,
      surveyCode: pack.surveyCode,
      ticket: pack.ticket,
      now: () => new Date(),
      post: async (body) => {
        const response = await fetch(submitUrl, {
          method: 'POST',
          mode: 'cors',
          credentials: 'omit',
          headers: { 'content-type': 'application/json', 'accept-language': pack.lang },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          contentType: response.headers.get('content-type'),
          text: await response.text(),
        };
      },
      isOnline: () => navigator.onLine,
      setTimer: (run, ms) => {
        const id = window.setTimeout(run, ms);
        return () => window.clearTimeout(id);
      },
      onChange: (running, done) => {
        setSyncing(running);
        if (done) setReport(done);
        setLists(read());
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
    if (navigator.onLine && readQueue(store, pack.surveyCode).length > 0) void s.sync();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      s.dispose();
    };
  }, [store, pack, read]);

  return {
    store,
    ...lists,
    online,
    syncing,
    report,
    sync: () => void syncer.current?.sync(),
    refresh: () => setLists(read()),
  };
}
