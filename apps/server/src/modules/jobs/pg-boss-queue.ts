import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { createPgPool, type DbTimeouts } from '../../db/pg-pool.ts';
import { JOB_NAMES } from './job-names.ts';
import type { JobHandler, JobQueue } from './queue.ts';

export interface QueueLog {
  error(obj: object, msg: string): void;
}

/**
 * pg-boss's `db` adapter over the embedded database's one connection: statements with
 * parameters through `query`, pg-boss's multi-statement migrations through `exec`.
 */
function pgliteAdapter(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * The job queue on pg-boss 10, in its own `pgboss` schema of the app's database. On PGlite the
 * worker runs in the serving process (the only one that may open the database); on PostgreSQL
 * every serving process runs a worker and pg-boss hands each job to one of them
 * (SKIP LOCKED), so CAIRN_PROCESSES > 1 shares the work. On PostgreSQL its 3 connections come
 * from the app's pool factory (db/pg-pool.ts): the same timeouts, and a restart of the database
 * cannot end the process through them either.
 *
 * The queues (job-names.ts) are created by `prepare`, run once by the process that migrates;
 * serving processes only start workers. No cron: pg-boss's scheduler creates a queue of its own
 * in every process that starts, the same race, and nothing here schedules.
 */
export function createPgBossQueue(
  target: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; url: string; timeouts: DbTimeouts },
  log: QueueLog,
): JobQueue {
  const pool =
    target.kind === 'pg'
      ? createPgPool(target.url, 3, target.timeouts, (message) => log.error({}, `job queue: ${message}`))
      : null;
  const db: PgBoss.Db = pool
    ? { executeSql: (text, values) => pool.query(text, values) }
    : pgliteAdapter((target as { client: PGlite }).client);
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    schedule: false,
    // Exports of a big survey take minutes; a job stuck longer is retried.
    expireInSeconds: 60 * 60,
    retryLimit: 2,
    retryDelay: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, JobHandler>();
  /** boss.start() ran: the schema is installed (pg-boss migrates under an advisory lock). */
  let booted = false;
  let started = false;

  const boot = async () => {
    if (booted) return;
    await boss.start();
    booted = true;
  };
  const known = (name: string) => {
    if (!JOB_NAMES.includes(name)) throw new Error(`job ${name} is not in JOB_NAMES (jobs/job-names.ts)`);
  };
  const startWorker = async (name: string, handler: JobHandler) => {
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  };

  return {
    async send(name, data, options) {
      known(name);
      const delay = options?.delaySeconds ?? 0;
      await boss.send(name, data, delay > 0 ? { startAfter: delay } : {});
    },
    async work(name, handler) {
      known(name);
      handlers.set(name, handler);
      if (started) await startWorker(name, handler);
    },
    async prepare() {
      await boot();
      for (const name of JOB_NAMES) await boss.createQueue(name);
    },
    async start() {
      await boot();
      started = true;
      for (const [name, handler] of handlers) await startWorker(name, handler);
    },
    async stop() {
      if (!booted) return;
      booted = false;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      await pool?.end();
    },
  };
}
