import { useCallback, useEffect, useRef, useState } from 'react';
import { unsentDrafts } from '../unsent-drafts.ts';

/**
 * A field that shows what is typed at once and sends it after a pause (settings are edits: one
 * per keystroke would flood the queue). Blur, Enter or leaving the question sends at once; a new
 * value from outside replaces the draft only when nothing typed is waiting.
 */
export function useDebouncedCommit<T>(value: T, commit: (next: T) => void, delay = 600) {
  const [draft, setDraft] = useState(value);
  const waiting = useRef<{ next: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => {
    if (!waiting.current) setDraft(value);
  }, [value]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const found = waiting.current;
    waiting.current = null;
    unsentDrafts.set(waiting, false);
    if (found) latestCommit.current(found.next);
  }, []);

  const change = useCallback(
    (next: T, now = false) => {
      setDraft(next);
      waiting.current = { next };
      // The ref is this field's identity in the registry: the page warns while this waits.
      unsentDrafts.set(waiting, true);
      clearTimeout(timer.current);
      if (now) flush();
      else timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  // Switching to another question unmounts the field: what was typed still goes out.
  useEffect(() => flush, [flush]);

  return { draft, change, flush };
}
