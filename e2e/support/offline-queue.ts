import type { Page } from 'playwright-core';

type Queue = Record<string, unknown>[];

/**
 * The offline file's queue of one project as the page keeps it: IndexedDB `cairn-offline`, store
 * `kv`, key `queue:{code}` (apps/respondent/src/offline/queue.ts). `queue` given: replaces it (to
 * play a lost receipt or a changed roll); either way answers the queue as it then stands.
 */
export function offlineQueue(page: Page, code: string, queue?: Queue): Promise<Queue> {
  return page.evaluate(
    ([key, replacement]) =>
      new Promise<Queue>((resolve, reject) => {
        const open = indexedDB.open('cairn-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', replacement ? 'readwrite' : 'readonly');
          const store = tx.objectStore('kv');
          if (replacement) store.put(replacement, key);
          const read = store.get(key);
          tx.oncomplete = () => {
            db.close();
            resolve(Array.isArray(read.result) ? read.result : []);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [`queue:${code}`, queue] as const,
  );
}
