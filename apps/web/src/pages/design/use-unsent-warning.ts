import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { DesignSession } from '../../features/design/design-session.ts';
import { unsentDrafts } from '../../features/design/unsent-drafts.ts';

/**
 * The browser's own "leave site?" warning while anything typed on the design screen is not yet
 * saved: edits in the queue (sent or held sorts) and text still waiting out its save pause. The
 * handler is there only while something is unsaved (a page with one cannot enter the back/forward
 * cache), and goes as soon as everything is saved.
 */
export function useUnsentWarning(session: Pick<DesignSession, 'get' | 'subscribe'>): void {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopSession = session.subscribe(listener);
      const stopDrafts = unsentDrafts.subscribe(listener);
      return () => {
        stopSession();
        stopDrafts();
      };
    },
    [session],
  );
  const unsaved = useSyncExternalStore(subscribe, () => {
    const { snapshot, heldSorts } = session.get();
    return snapshot.pending + heldSorts > 0 || unsentDrafts.any();
  });
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
