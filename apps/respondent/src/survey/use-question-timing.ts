import { useCallback, useEffect, useRef } from 'react';
import type { Draft } from '../draft/draft-store.ts';
import { addTimings, type TimingTracker, timingTracker } from './timing-tracker.ts';

/**
 * Wires the timing tracker to the page on screen (`pageKeys`: the question keys shown, null when
 * no page is) and to the tab's visibility, and keeps the totals in the draft: when a page leaves,
 * when the tab is hidden (a closed tab keeps what it measured) and when `collect` is called for a
 * save or submit body, which answers the totals including the page still on screen.
 */
export function useQuestionTiming(
  pageKeys: readonly string[] | null,
  update: (change: (current: Draft) => Draft) => void,
): (stored: Draft['timings']) => Record<string, number> {
  const tracker = useRef<TimingTracker | null>(null);
  tracker.current ??= timingTracker();
  const store = useCallback(() => {
    const more = tracker.current?.take() ?? {};
    if (Object.keys(more).length > 0)
      update((current) => ({ ...current, timings: addTimings(current.timings, more) }));
    return more;
  }, [update]);

  const shown = pageKeys?.join('\n') ?? null;
  useEffect(() => {
    tracker.current?.show(shown ? shown.split('\n') : []);
    store();
  }, [shown, store]);

  useEffect(() => {
    const onVisibility = () => {
      tracker.current?.setVisible(document.visibilityState !== 'hidden');
      store();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [store]);

  return useCallback((stored) => addTimings(stored, store()), [store]);
}
