import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { AppError } from './http/app-error.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installGuards } from './http/guards.ts';
import { installNulGuard } from './http/nul-guard.ts';
import { requestContext } from './http/request-context.ts';
import './http/route-config.ts';
import { installSecurityHeaders } from './http/security.ts';
import { recordServedRoutes } from './http/served-routes.ts';
import { accountRoutes, mobileAuthRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { dashboardExportRoutes } from './modules/dashboard-export/routes.ts';
import { dashboardFigureRoutes } from './modules/dashboard-figures/routes.ts';
import { dashboardFolderRoutes, dashboardRoutes } from './modules/dashboards/routes.ts';
import { designRoutes } from './modules/design/routes.ts';
import { outboxRoutes } from './modules/dev/outbox-routes.ts';
import { discussionRollRoutes } from './modules/discussion/roll-routes.ts';
import { discussionRoutes } from './modules/discussion/routes.ts';
import { allowOfflineSubmits } from './modules/discussion-offline/respond-cors.ts';
import { discussionOfflineRoutes } from './modules/discussion-offline/routes.ts';
import { discussionQuotaRoutes } from './modules/discussion-quota/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { downloadRoutes } from './modules/downloads/routes.ts';
import { claimRoutes } from './modules/envelopes/claim-routes.ts';
import { envelopeExportRoutes, envelopeRoutes } from './modules/envelopes/routes.ts';
import { answerImportRoutes } from './modules/exports/import-routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { imageLibraryRoutes } from './modules/image-library/routes.ts';
import { lotteryClaimRoutes, lotteryRoutes } from './modules/lottery/routes.ts';
import { wechatCallbackRoutes } from './modules/messaging/wechat/wechat-routes.ts';
import { orgRoutes } from './modules/org/routes.ts';
import { orgMemberRoutes } from './modules/org-members/routes.ts';
import { pdfRoutes } from './modules/pdf/routes.ts';
import { prizeExportRoutes, prizeRoutes } from './modules/prizes/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { publishingRoutes } from './modules/publishing/routes.ts';
import { questionLibraryRoutes } from './modules/question-library/routes.ts';
import { reportBoardRoutes } from './modules/report/routes.ts';
import { reportAnswerRoutes } from './modules/report-answers/routes.ts';
import { cleaningRoutes } from './modules/report-cleaning/routes.ts';
import { codingRoutes } from './modules/report-coding/routes.ts';
import { reportCrossRoutes } from './modules/report-cross/routes.ts';
import { reportInsightRoutes } from './modules/report-insight/routes.ts';
import { reportOverviewRoutes } from './modules/report-overview/routes.ts';
import { reportTagRoutes } from './modules/report-tags/routes.ts';
import { reportWeightingRoutes } from './modules/report-weighting/routes.ts';
import { reportWordcloudRoutes } from './modules/report-wordcloud/routes.ts';
import { respondentFileRoutes } from './modules/respond/file-link-routes.ts';
import { respondPreviewRoutes } from './modules/respond/preview-routes.ts';
import { respondRoutes } from './modules/respond/routes.ts';
import { respondShellRoutes } from './modules/respond/shell-routes.ts';
import { respondUploadRoutes } from './modules/respond/upload-routes.ts';
import { sampleReportRoutes, sampleRoutes } from './modules/sample/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { localProviderRoutes } from './modules/sso/dev-routes.ts';
import { thirdPartyAuthRoutes } from './modules/sso/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { themeRoutes } from './modules/theme/routes.ts';
import { avatarRoutes } from './modules/users/avatar-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { sandboxPaymentRoutes } from './modules/wallet/sandbox-routes.ts';
import { webRoutes } from './modules/web/routes.ts';
import { weixinRoutes } from './modules/weixin/routes.ts';
import { WEB_DIST } from './paths.ts';

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Proxies whose forwarded address and protocol are believed (config.ts, TRUST_PROXY). */
  trustProxy?: boolean | number | string[];
}

/** The whole HTTP application, without listening: main.ts listens, tests use inject(). */
export async function buildApp({
  deps,
  logger = false,
  webDist = WEB_DIST,
  trustProxy = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // A hop count as proxy-addr reads a number (fastify's types only name the function form).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  recordServedRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(requestContext);
  await installSecurityHeaders(app);
  await app.register(formbody);
  installNulGuard(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('A2032'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cairn',
        version: '0.1.0',
        description: 'Survey platform API. Envelope: { code, message, data }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  installErrorHandler(app);
  installGuards(app, deps);

  await app.register(authRoutes, { prefix: '/api/auth', deps });
  await app.register(userRoutes, { prefix: '/api/designer/v1', deps });
  await app.register(avatarRoutes, { prefix: '/api/designer/v1', deps });
  await app.register(orgRoutes, { prefix: '/api/designer', deps });
  await app.register(mobileAuthRoutes, { prefix: '/api/auth', deps });
  await app.register(accountRoutes, { prefix: '/api/designer/v1', deps });
  await app.register(thirdPartyAuthRoutes, { deps });
  await app.register(orgMemberRoutes, { prefix: '/api/designer', deps });
  await app.register(fileRoutes, { deps });
  await app.register(imageLibraryRoutes, { prefix: '/api/designer', deps });
  await app.register(projectRoutes, { prefix: '/api/designer', deps });
  await app.register(questionLibraryRoutes, { prefix: '/api/designer', deps });
  await app.register(designRoutes, { deps });
  await app.register(settingsRoutes, { prefix: '/api/designer', deps });
  await app.register(discussionQuotaRoutes, { prefix: '/api/designer', deps });
  await app.register(communityRoutes, { deps });
  await app.register(templateRoutes, { prefix: '/api/designer', deps });
  await app.register(publishingRoutes, { prefix: '/api/designer', deps });
  await app.register(themeRoutes, { prefix: '/api/designer', deps });
  await app.register(cleaningRoutes, { prefix: '/api/report', deps });
  await app.register(reportBoardRoutes, { prefix: '/api/report', deps });
  await app.register(reportCrossRoutes, { prefix: '/api/report', deps });
  await app.register(reportInsightRoutes, { prefix: '/api/report', deps });
  await app.register(codingRoutes, { prefix: '/api/report', deps });
  await app.register(reportTagRoutes, { prefix: '/api/report', deps });
  await app.register(reportWeightingRoutes, { prefix: '/api/report', deps });
  await app.register(reportWordcloudRoutes, { prefix: '/api/report', deps });
  await app.register(dashboardFigureRoutes, { prefix: '/api/report', deps });
  allowOfflineSubmits(app);
  await app.register(respondRoutes, { prefix: '/api/respond', deps });
  await app.register(discussionOfflineRoutes, { prefix: '/api/response', deps });
  await app.register(respondUploadRoutes, { prefix: '/api/respond', deps });
  await app.register(respondentFileRoutes, { prefix: '/api/designer', deps });
  await app.register(respondShellRoutes, { deps });
  await app.register(respondPreviewRoutes, { prefix: '/api/designer', deps });
  await app.register(reportOverviewRoutes, { prefix: '/api/report', deps });
  await app.register(downloadRoutes, { prefix: '/api/report', deps });
  await app.register(answerImportRoutes, { prefix: '/api/report', deps });
  await app.register(reportAnswerRoutes, { prefix: '/api/report', deps });
  await app.register(dashboardRoutes, { prefix: '/api/report', deps });
  await app.register(dashboardFolderRoutes, { prefix: '/api/designer', deps });
  await app.register(dashboardExportRoutes, { prefix: '/api/report', deps });
  // The PDF service: documents made on the server (modules/pdf).
  await app.register(pdfRoutes, { prefix: '/api/pdf', deps });
  await app.register(walletRoutes, { prefix: '/api/designer', deps });
  await app.register(envelopeRoutes, { prefix: '/api/designer', deps });
  await app.register(envelopeExportRoutes, { prefix: '/api/report', deps });
  await app.register(lotteryRoutes, { prefix: '/api/designer', deps });
  await app.register(prizeRoutes, { prefix: '/api/designer', deps });
  await app.register(prizeExportRoutes, { prefix: '/api/report', deps });
  await app.register(lotteryClaimRoutes, { prefix: '/api/respond', deps });
  await app.register(claimRoutes, { prefix: '/api/respond', deps });
  await app.register(weixinRoutes, { prefix: '/api/designer', deps });
  await app.register(sampleRoutes, { prefix: '/api/designer', deps });
  await app.register(sampleReportRoutes, { prefix: '/api/report', deps });
  await app.register(discussionRoutes, { prefix: '/api/designer', deps });
  await app.register(discussionRollRoutes, { prefix: '/api/designer', deps });
  await docsRoutes(app);
  if (deps.mailer.kind === 'outbox') await outboxRoutes(app, deps.db);
  await localProviderRoutes(app, deps);
  await wechatCallbackRoutes(app, deps);
  await sandboxPaymentRoutes(app, deps);
  await webRoutes(app, webDist);
  return app;
}
