/**
 * What the server benchmarks need from the server, in one entry so that `production-build.ts`
 * can bundle it the way `npm start` runs it (apps/server/build.mjs).
 */
export { buildApp } from '../../apps/server/src/app.ts';
export { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
export { runMigrations } from '../../apps/server/src/db/migrate.ts';
export { nodes, options, responses, surveys, users } from '../../apps/server/src/db/schema/index.ts';
export { createMemoryStorage } from '../../apps/server/src/modules/files/storage.ts';
export { createOutboxMailer } from '../../apps/server/src/modules/mail/outbox-mailer.ts';
export {
  buildSurveyDataset,
  reportEngineFor,
} from '../../apps/server/src/modules/report/engine/report-engine.ts';
export { createOutboxSms } from '../../apps/server/src/modules/sms/outbox-sms.ts';
export { describedCaller, injectCaller } from '../../apps/server/test/support/inject-call.ts';
