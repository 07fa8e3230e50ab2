import type { CoderConfig } from './coder-config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './modules/files/storage.ts';
import type { JobQueue } from './modules/jobs/queue.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { MessagingApp } from './modules/messaging/messaging-app.ts';
import type { SmsSender } from './modules/sms/sms-sender.ts';
import type { SsoSetup } from './modules/sso/sso-setup.ts';
import type { MoneyProviders } from './modules/wallet/money-providers.ts';

/** What handlers and services need from the outside world; tests pass their own. */
export interface AppDeps {
  db: Db;
  mailer: Mailer;
  /** Text messages (codes for mobile login and mobile changes): webhook or the local outbox. */
  sms: SmsSender;
  /** Uploaded files (DATA_DIR/files on disk; in memory in tests). */
  storage: FileStorage;
  signingKey: Uint8Array;
  /** Epoch milliseconds; tests move it to cross lockouts and expiries without sleeping. */
  now: () => number;
  /** Background jobs (exports): pg-boss when served, a manual queue in tests. */
  jobs: JobQueue;
  /** Finished download files are removed this long after they were made (CAIRN_DOWNLOAD_TTL_DAYS). */
  downloadTtlMs: number;
  /** The address people reach the server at (PUBLIC_URL): links written into exports. */
  publicUrl?: string;
  /** The engine of open-answer coding tasks (CODING_ENGINE; absent: offline). */
  coder?: CoderConfig;
  /** SSO login (SSO_ISSUER: an OIDC issuer, or `local`); absent: no SSO. */
  sso?: SsoSetup;
  /** The messaging app of QR login and binding (MESSAGING_APP: `local`, the simulator, or `wechat`); absent: none. */
  messaging?: MessagingApp;
  /** The random source of envelope draws (issue 23); absent: Math.random. Tests pass a seeded one. */
  rng?: () => number;
  /** Payment and payout providers (issue 23); absent: the sandboxes (the only ones there are yet). */
  money?: MoneyProviders;
}
