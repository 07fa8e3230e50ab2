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

/**
 * The respondent's draft in React state, written to local storage at every change (preview keeps
 * it in memory only: nothing is saved). `stored` turns false when storage refused a write.
 */
export function useDraft(
  code: string,
  version: number,
  preview: boolean,
  resume: { responseId: string; answers: Record<string, unknown> } | null,
) {
  const store = useRef<KeyValueStore | null>(preview ? null : browserStore());
  const [draft, setDraft] = useState<Draft>(() => {
    const local = loadDraft(store.current, code, version);
    if (local && local.status !== 'done') return local;
    const fresh = newDraft(version, new Date(), randomId);
    // The server still holds a partial response of this device (storage was cleared): take it up.
    return resume
      ? { ...fresh, responseId: resume.responseId, seed: resume.responseId, answers: resume.answers }
      : fresh;
  });
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
