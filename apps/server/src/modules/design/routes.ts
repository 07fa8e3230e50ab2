import multipart from '@fastify/multipart';
import type { RoutesPlugin } from '../../http/types.ts';
import { logicRoutes } from '../logic/logic-routes.ts';
import { DESIGN_MULTIPART } from './cascade-routes.ts';
import type { DesignDeps } from './design-deps.ts';
import { flowRoutes } from './flow-routes.ts';
import { nodeRoutes } from './node-routes.ts';
import { optionRoutes } from './option-routes.ts';
import { trashRoutes } from './trash-routes.ts';
import { DesignTreeCache } from './tree-cache.ts';

/**
 * The design-tree calls under /api/designer: nodes, trash, options, question library inserts, logic.
 * One tree cache per app instance (see tree-cache.ts for why it is always current).
 */
export const designRoutes: RoutesPlugin = async (app, { deps }) => {
  const designDeps: DesignDeps = { ...deps, trees: new DesignTreeCache() };
  await app.register(multipart, DESIGN_MULTIPART); // encapsulated: only the design calls read multipart
  nodeRoutes(app, designDeps);
  trashRoutes(app, designDeps);
  optionRoutes(app, designDeps);
  flowRoutes(app, designDeps);
  logicRoutes(app, designDeps); // shares the tree cache: logic edits raise the same version
};
