import { prizeApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { PRIZE_CLAIMS_EXPORT_JOB } from '../jobs/job-names.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { addCouponCodes } from './add-codes.ts';
import { readCouponCodeFile } from './coupon-code-file.ts';
import { listPrizeClaims } from './prize-claims.ts';
import { createPrizeExport, runPrizeExport } from './prize-export.ts';
import { prizeOverview } from './prize-overview.ts';

const CODES_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The designer service's prize-centre calls (contract rewards/prize-calls.ts). */
export const prizeRoutes: RoutesPlugin = async (app, { deps }) => {
  await app.register(multipart, multipartLimits(CODES_UPLOAD_MAX_BYTES)); // encapsulated
  const { export: _export, ...designer } = prizeApi;
  serve(app, designer, {
    overview: async ({ query, user }) => prizeOverview(deps, user.userId, query.surveyCode),
    claims: async ({ query, user }) => listPrizeClaims(deps, user.userId, query),
    addCodes: async ({ body, user }) => addCouponCodes(deps, user.userId, body, [body.text]),
    uploadCodes: async ({ query, user, request }) => {
      // The launch right before the file is read: a stranger learns nothing from how it parses.
      await loadSurveyForAction(deps, user, query.surveyCode, 'launch');
      const upload = await readOneFile(request, {
        tooLarge: () => new AppError('A0110'),
        tooMany: 'send one file',
      });
      return addCouponCodes(
        deps,
        user.userId,
        query,
        await readCouponCodeFile(upload.bytes, upload.fileName),
      );
    },
  });
};

/** The report service's prize-claims export (download centre; its state is data-export/state). */
export const prizeExportRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { export: prizeApi.export },
    { export: async ({ body, user, lang }) => createPrizeExport(deps, user.userId, body, lang) },
  );
  await deps.jobs.work(PRIZE_CLAIMS_EXPORT_JOB, async (data) => runPrizeExport(deps, Number(data.taskId)));
};
