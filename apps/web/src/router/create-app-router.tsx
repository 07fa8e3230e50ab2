import { createBrowserRouter, type RouteObject } from 'react-router';
import { BASENAME } from '../app/basename.ts';
import { alwaysRevalidate, guardLoader } from './guard-loader.ts';
import { PageLoading } from './page-loading.tsx';
import { RootRoute } from './root-route.tsx';
import { routeComponents } from './route-components.ts';
import { RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { type RouteDef, routeTable } from './route-table.ts';

/** Redirect-only routes (Home, UserIndex, CatchAll) never render: the guard sends them on. */
const RedirectOnly = () => null;

function toRouteObjects(defs: RouteDef[]): RouteObject[] {
  return defs.map((def): RouteObject => {
    const handle: RouteHandle = { name: def.name, meta: def.meta ?? {} };
    const lazy = routeComponents[def.name];
    const view = lazy ? { lazy } : def.children ? {} : { Component: RedirectOnly };
    if (def.index) return { id: def.name, index: true, handle, ...view };
    return {
      id: def.name,
      path: def.path,
      handle,
      ...view,
      children: def.children && toRouteObjects(def.children),
    };
  });
}

/** The data router (needed for useBlocker): the guard runs as the root loader on every navigation. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        id: 'root',
        Component: RootRoute,
        loader: guardLoader,
        shouldRevalidate: alwaysRevalidate,
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        children: toRouteObjects(routeTable),
      },
    ],
    { basename: BASENAME },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
