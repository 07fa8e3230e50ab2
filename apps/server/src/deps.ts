import type { CoderConfig } from './coder-config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './modules/files/storage.ts';
import type { JobQueue } from './modules/jobs/queue.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/** What handlers and services need from the outside world; tests pass their own. */
export interface AppDeps {
  db: Db;
  mailer: Mailer;
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
}
