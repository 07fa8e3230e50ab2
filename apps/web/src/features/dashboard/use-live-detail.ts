import type { PageDetailBody } from '@cairn/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type DetailFetcher, LiveDetail } from './live-detail.ts';

/** A page's live figures (live-detail.ts) for a component; `body` null: no page yet. */
export function useLiveDetail(fetcher: DetailFetcher, body: Omit<PageDetailBody, 'since'> | null) {
  const [live] = useState(() => new LiveDetail(fetcher));
  const state = useSyncExternalStore(live.subscribe, live.getState, live.getState);
  const key = body ? JSON.stringify(body) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is compared by its JSON.
  useEffect(() => {
    if (body) live.open(body);
  }, [key, live]);

  useEffect(() => () => live.close(), [live]);
  return { ...state, live };
}
