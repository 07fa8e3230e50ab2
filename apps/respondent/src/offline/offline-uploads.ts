import type { SurveyUiServices } from '@cairn/survey-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { randomId } from '../draft/draft-store.ts';
import { offlineFilesOf, offlineRef } from './offline-files.ts';
import { type OfflineDb, putFile, readFile } from './queue.ts';

type Previews = Readonly<Record<string, string>>;

function previewOf(blob: Blob): string | null {
  try {
    return URL.createObjectURL(blob);
  } catch {
    return null; // no object URLs here: the answer keeps the file, only its picture is missing
  }
}

/**
 * survey-ui's services in the offline file: a chosen file (an upload, a signature, a recording)
 * is kept in IndexedDB under a new id and answered as `offline:{id}` (offline-files.ts); the sync
 * uploads it before the submit. Previews are this page's object URLs, so they die with the page:
 * the files `kept` answers (the open interview's draft, read when it opens) refer to are read back
 * from IndexedDB and given new ones, so a signature is drawn again after a reload.
 */
export function useOfflineUploadServices(
  db: OfflineDb | null,
  kept: Record<string, unknown> | null,
): SurveyUiServices {
  const [previews, setPreviews] = useState<Previews>({});
  const add = useCallback((ref: string, url: string | null) => {
    if (url) setPreviews((now) => (now[ref] ? now : { ...now, [ref]: url }));
  }, []);

  useEffect(() => {
    if (!db || !kept) return;
    let live = true;
    for (const { id } of offlineFilesOf(kept))
      readFile(db, id)
        .then((file) => live && file && add(offlineRef(id), previewOf(file.blob)))
        .catch(() => {
          // unreadable: the answer keeps the file; only its picture is missing
        });
    return () => {
      live = false;
    };
  }, [db, kept, add]);

  return useMemo<SurveyUiServices>(
    () => ({
      resolveImage: (ref) => previews[ref] ?? ref,
      ...(db
        ? {
            uploadFile: async (file) => {
              const id = randomId();
              await putFile(db, id, { blob: file, name: file.name });
              const url = offlineRef(id);
              add(url, previewOf(file));
              return { url, name: file.name, size: file.size };
            },
          }
        : {}),
    }),
    [db, previews, add],
  );
}
