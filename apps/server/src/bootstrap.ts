import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { loadSigningKey } from './modules/auth/signing-key.ts';
import { createDiskStorage } from './modules/files/disk-storage.ts';
import { createPgBossQueue } from './modules/jobs/pg-boss-queue.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { createOutboxMailer } from './modules/mail/outbox-mailer.ts';
import { createSmtpMailer } from './modules/mail/smtp-mailer.ts';
import { createLocalMessagingApp, type MessagingApp } from './modules/messaging/messaging-app.ts';
import { createWechatMessagingApp } from './modules/messaging/wechat/wechat-app.ts';
import { createOutboxSms } from './modules/sms/outbox-sms.ts';
import { createWebhookSms } from './modules/sms/webhook-sms.ts';
import { createSsoSetup } from './modules/sso/sso-setup.ts';
import { sandboxProviders } from './modules/wallet/money-providers.ts';

export interface Runtime {
  deps: AppDeps;
  database: Database;
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names (PGlite in DATA_DIR, locked for this process, or
 * PostgreSQL at DATABASE_URL), brings its schema up to date and assembles the dependencies.
 * Shared by the server and the operator command.
 */
export async function openRuntime(
  config: Config,
  log?: { info(obj: object, msg?: string): void },
): Promise<Runtime> {
  let release = () => {};
  let database: Database & { client?: PGlite };
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, config.dbTimeouts);
  } else {
    release = lockDataDir(config.dataDir);
    try {
      database = await openPglite({ dataDir: join(config.dataDir, 'pglite') });
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    if (config.databaseUrl) {
      // A migration may rewrite or index a large table for longer than any request's statement
      // may take: its own connection, without the statement timeout.
      const migrating = openPostgres(config.databaseUrl, { ...config.dbTimeouts, statementMs: 0 });
      try {
        await runMigrations(migrating);
      } finally {
        await migrating.close();
      }
    } else {
      await runMigrations(database);
    }
    const mailer: Mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(database.db, log);
    const sms = config.smsWebhookUrl
      ? createWebhookSms(config.smsWebhookUrl, config.smsWebhookToken)
      : createOutboxSms(database.db, log);
    const signingKey = await loadSigningKey(database.db, config.jwtSecret);
    const deps: AppDeps = {
      db: database.db,
      mailer,
      sms,
      // Files stay on local disk also when the database is a PostgreSQL server.
      storage: createDiskStorage(join(config.dataDir, 'files')),
      signingKey,
      now: () => Date.now(),
      // Not started here: serving processes start it with their workers (serve.ts).
      jobs: createPgBossQueue(
        database.client
          ? { kind: 'pglite', client: database.client }
          : { kind: 'pg', url: config.databaseUrl!, timeouts: config.dbTimeouts },
        { error: (obj, msg) => console.error(msg, obj) },
      ),
      downloadTtlMs: config.downloadTtlMs,
      publicUrl: config.publicUrl,
      coder: config.coder,
      sso: config.sso && createSsoSetup(config.sso, config.publicUrl, () => Date.now()),
      messaging: messagingAppOf(config),
      // No real payment or payout adapter yet: the sandboxes (README's providers table).
      money: sandboxProviders(config.publicUrl, signingKey),
    };
    return {
      deps,
      database,
      async close() {
        try {
          await deps.jobs.stop();
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    release();
    throw error;
  }
}

function messagingAppOf(config: Config): MessagingApp | undefined {
  if (config.messagingApp === 'local') return createLocalMessagingApp(config.publicUrl);
  if (config.wechat) return createWechatMessagingApp(config.wechat, () => Date.now());
  return undefined;
}
