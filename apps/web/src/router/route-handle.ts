import { type UIMatch, useMatches } from 'react-router';
import type { RouteMeta } from './route-table.ts';

/** What each registered route carries in its `handle`: its name and meta from the table. */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
}

function handleOf(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.name ? (handle as RouteHandle) : undefined;
}

/** Handles of the current matches, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map(handleOf)
    .filter((h): h is RouteHandle => h !== undefined);
}

/** The innermost defined value of a meta field among the current matches. */
export function useRouteMeta<K extends keyof RouteMeta>(key: K): RouteMeta[K] | undefined {
  const handles = useRouteHandles();
  for (let i = handles.length - 1; i >= 0; i--) {
    const value = handles[i]!.meta[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
