import { insightApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { buildInsight, saveInsightParagraph } from './build-insight.ts';

/** The insight report (contract report/insight-calls.ts) under /api/report; the PDF export is served by the PDF service. */
export const reportInsightRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { get: insightApi.get, paragraph: insightApi.paragraph },
    {
      get: async ({ query, user, lang }) => buildInsight(deps, user, query, lang),
      paragraph: async ({ body, user }) => saveInsightParagraph(deps, user, body),
    },
  );
};
