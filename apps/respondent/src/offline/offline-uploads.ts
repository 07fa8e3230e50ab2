import type { SurveyUiServices } from '@cairn/survey-ui';
import { randomId } from '../draft/draft-store.ts';
import { offlineRef } from './offline-files.ts';
import { type OfflineDb, putFile } from './queue.ts';

/**
 * survey-ui's services in the offline file: a chosen file (an upload, a signature, a recording)
 * is kept in IndexedDB under a new id and answered as `offline:{id}` (offline-files.ts); the sync
 * uploads it before the submit. Previews are this page's object URLs (a reload shows the file's
 * name, not its picture, until it is sent).
 */
export function offlineUploadServices(db: OfflineDb | null): SurveyUiServices {
  const previews = new Map<string, string>();
  return {
    resolveImage: (ref) => previews.get(ref) ?? ref,
    ...(db
      ? {
          uploadFile: async (file) => {
            const id = randomId();
            await putFile(db, id, { blob: file, name: file.name });
            const url = offlineRef(id);
            if (typeof URL.createObjectURL === 'function') previews.set(url, URL.createObjectURL(file));
            return { url, name: file.name, size: file.size };
          },
        }
      : {}),
  };
}
