import { sampleApi } from '@cairn/contract';
import { serve } from '../../http/serve-endpoints.ts';
import type { RoutesPlugin } from '../../http/types.ts';
import { SAMPLE_DELIVERY_JOB, SAMPLE_EXPORT_JOB } from '../jobs/job-names.ts';
import { listCompletes } from './answers.ts';
import { auditSample } from './audit.ts';
import { runDelivery } from './deliver-job.ts';
import { createLocalPanel } from './local-panel.ts';
import { registerSampleOrderHooks } from './order-hook.ts';
import { resumeDelivery } from './resume.ts';
import { createSampleExport, runSampleExport } from './sample-export.ts';
import { getSample, listSamples, nodesCount, tagCatalogue } from './sample-read.ts';
import { saveSample } from './save-sample.ts';

const { answers, audit, export: exportCall, ...designer } = sampleApi;

/** The sample service's designer calls (contract sample/sample-calls.ts) and the panel's job. */
export const sampleRoutes: RoutesPlugin = async (app, { deps }) => {
  registerSampleOrderHooks();
  serve(app, designer, {
    list: async ({ query, user }) => listSamples(deps, user.userId, query),
    save: async ({ body, user }) => saveSample(deps, user.userId, body),
    tags: async () => tagCatalogue(),
    get: async ({ params, user }) => getSample(deps, user.userId, params.id),
    nodesCount: async ({ params, user }) => nodesCount(deps, user.userId, params.id),
    resume: async ({ body, user }) => resumeDelivery(deps, user.userId, body.id),
  });
  // The local panel answers through this app's own respond calls (in-process HTTP).
  const panel = createLocalPanel(app.inject.bind(app));
  await deps.jobs.work(SAMPLE_DELIVERY_JOB, async (data) =>
    runDelivery(deps, panel, String(data.sampleId), Number(data.retry ?? 0)),
  );
};

/** The report service's sample calls: the delivered completes, their audit and their export. */
export const sampleReportRoutes: RoutesPlugin = async (app, { deps }) => {
  serve(
    app,
    { answers, audit, export: exportCall },
    {
      answers: async ({ body, user }) => listCompletes(deps, user.userId, body),
      audit: async ({ body, user }) => auditSample(deps, user.userId, body.id, body.decisions),
      export: async ({ body, user, lang }) => createSampleExport(deps, user.userId, body.id, lang),
    },
  );
  await deps.jobs.work(SAMPLE_EXPORT_JOB, async (data) => runSampleExport(deps, Number(data.taskId)));
};
