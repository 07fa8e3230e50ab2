import type { RoutesPlugin } from '../../http/types.ts';
import { boardRoutes } from './board-routes.ts';
import { closeReportEngine } from './engine/report-engine.ts';
import { filterRoutes } from './filter-routes.ts';

/** The report service's board and filter calls under /api/report; the engine closes with the app. */
export const reportBoardRoutes: RoutesPlugin = async (app, { deps }) => {
  boardRoutes(app, deps);
  filterRoutes(app, deps);
  app.addHook('onClose', async () => closeReportEngine(deps));
};
