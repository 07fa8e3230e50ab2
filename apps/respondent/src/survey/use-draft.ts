import { useCallback, useRef, useState } from 'react';
import {
  browserStore,
  type Draft,
  type KeyValueStore,
  loadDraft,
  newDraft,
  randomId,
  saveDraft,
} from '../draft/draft-store.ts';
import { type ServerResume, startingDraft } from './starting-draft.ts';

/**
 * The respondent's draft in React state, written to local storage at every change (preview keeps
 * it in memory only: nothing is saved). `stored` turns false when storage refused a write.
 */
export function useDraft(code: string, version: number, preview: boolean, resume: ServerResume | null) {
  const store = useRef<KeyValueStore | null>(preview ? null : browserStore());
  const [draft, setDraft] = useState<Draft>(() =>
    startingDraft(loadDraft(store.current, code, version), resume, newDraft(version, new Date(), randomId)),
  );
  const [stored, setStored] = useState(true);
  const update = useCallback(
    (change: (current: Draft) => Draft) => {
      setDraft((current) => {
        const next = { ...change(current), updatedAt: new Date().toISOString() };
        if (store.current) setStored(saveDraft(store.current, code, next));
        return next;
      });
    },
    [code],
  );
  const restart = useCallback(() => {
    const fresh = newDraft(version, new Date(), randomId);
    if (store.current) saveDraft(store.current, code, fresh);
    setDraft(fresh);
  }, [code, version]);
  return { draft, update, restart, stored: stored && (preview || store.current !== null) };
}
