import { matchRoutes, type RouteObject } from 'react-router';
import { type RouteDef, routeTable } from './route-table.ts';

type MatchableRoute = RouteObject & { def: RouteDef };

function toMatchable(defs: RouteDef[]): MatchableRoute[] {
  return defs.map((def): MatchableRoute => {
    if (def.index) return { index: true, def };
    return { path: def.path, def, children: def.children ? toMatchable(def.children) : undefined };
  });
}

const matchable = toMatchable(routeTable);

/** The route definitions an app-relative path matches, outermost first (empty when none). */
export function matchRouteDefs(pathname: string): RouteDef[] {
  const matches = matchRoutes(matchable, pathname) ?? [];
  return matches.map((m) => (m.route as MatchableRoute).def);
}
