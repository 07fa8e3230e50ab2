import { insightApi, ZInsightQuery } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { exportFileName } from '../downloads/file-name.ts';
import { buildInsight } from '../report-insight/build-insight.ts';
import { renderInsightPdf } from './insight-pdf.ts';
import { sendPdf } from './send-pdf.ts';

/**
 * The PDF service (/api/pdf, spec doc 2 `POST /pdf/v1/insight/export`): the insight report made
 * into a PDF on the server, without a browser, answered as the file itself.
 */
export const pdfRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { exportPdf: insightApi.exportPdf },
    {
      exportPdf: async ({ body, user, lang, reply }) => {
        // The same choices as GET /v1/insight, so the PDF is the report on screen.
        const insight = await buildInsight(deps, user, ZInsightQuery.parse(body), lang);
        const pdf = await renderInsightPdf(insight, { now: deps.now() });
        return sendPdf(reply, pdf, exportFileName(insight.title, 'pdf', deps.now()));
      },
    },
  );
};
