import { envelopeApi } from '@cairn/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { readOneFile } from '../../http/multipart-parts.ts';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { multipartLimits } from '../files/multipart-limits.ts';
import { ENVELOPE_EXPORT_JOB } from '../jobs/job-names.ts';
import { auditGrants } from './audit-grants.ts';
import { readAuditSheet } from './audit-sheet.ts';
import { createCampaign } from './create-campaign.ts';
import { createEnvelopeExport, exportState, runEnvelopeExport } from './envelope-export.ts';
import { listGrantLogs } from './grant-logs.ts';
import { changeStatus, getCampaign, listCampaigns, updateCampaign } from './manage-campaign.ts';
import { registerEnvelopeOrderHook } from './order-paid.ts';
import { refundCampaign } from './refund-campaign.ts';
import { retryGrantPayouts } from './retry-payouts.ts';

const AUDIT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

async function readXlsx(request: FastifyRequest): Promise<Buffer> {
  const upload = await readOneFile(request, {
    tooLarge: () => new AppError('A0110'),
    tooMany: 'send one file',
  });
  return upload.bytes;
}

/** The designer service's red-envelope calls (contract rewards/envelope-calls.ts). */
export const envelopeRoutes: RoutesPlugin = async (app, { deps }) => {
  registerEnvelopeOrderHook();
  await app.register(multipart, multipartLimits(AUDIT_UPLOAD_MAX_BYTES)); // encapsulated
  const { export: _export, exportState: _state, ...designer } = envelopeApi;
  serve(app, designer, {
    list: async ({ query, user }) => listCampaigns(deps, user.userId, query),
    create: async ({ body, user }) => createCampaign(deps, user.userId, body),
    get: async ({ params, user }) => getCampaign(deps, user.userId, params.id),
    logs: async ({ query, user }) => listGrantLogs(deps, user.userId, query),
    auditUpload: async ({ query, user, request }) =>
      auditGrants(deps, user.userId, query.id, query.decision, await readAuditSheet(await readXlsx(request))),
    auditAll: async ({ body, user }) => auditGrants(deps, user.userId, body.id, body.decision, null),
    audit: async ({ body, user }) => auditGrants(deps, user.userId, body.id, body.decision, body.responseIds),
    retryPayouts: async ({ body, user }) => retryGrantPayouts(deps, user.userId, body.id, body.ids ?? null),
    status: async ({ body, user }) => changeStatus(deps, user.userId, body),
    update: async ({ body, user }) => updateCampaign(deps, user.userId, body),
    refund: async ({ params, user }) => refundCampaign(deps, user.userId, params.id),
  });
};

/** The report service's envelope export and the task state (download centre). */
export const envelopeExportRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { export: envelopeApi.export, exportState: envelopeApi.exportState },
    {
      export: async ({ body, user, lang }) => createEnvelopeExport(deps, user.userId, body, lang),
      exportState: async ({ query, user, lang }) => exportState(deps, user.userId, query.id, lang),
    },
  );
  await deps.jobs.work(ENVELOPE_EXPORT_JOB, async (data) => runEnvelopeExport(deps, Number(data.taskId)));
};
