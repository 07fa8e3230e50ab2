import type { RoutesPlugin } from '../../http/types.ts';
import type { DesignDeps } from './design-deps.ts';
import { nodeRoutes } from './node-routes.ts';
import { trashRoutes } from './trash-routes.ts';
import { DesignTreeCache } from './tree-cache.ts';

/**
 * The design-tree calls under /api/designer: nodes, trash, options, question library inserts.
 * One tree cache per app instance (see tree-cache.ts for why it is always current).
 */
export const designRoutes: RoutesPlugin = async (app, { deps }) => {
  const designDeps: DesignDeps = { ...deps, trees: new DesignTreeCache() };
  nodeRoutes(app, designDeps);
  trashRoutes(app, designDeps);
};
