import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
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
 * (SKIP LOCKED), so CAIRN_PROCESSES > 1 shares the work.
 */
export function createPgBossQueue(
  target: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; url: string },
  log: QueueLog,
): JobQueue {
  const boss = new PgBoss({
    ...(target.kind === 'pglite'
      ? { db: pgliteAdapter(target.client) }
      : { connectionString: target.url, max: 3 }),
    schema: 'pgboss',
    // Exports of a big survey take minutes; a job stuck longer is retried.
    expireInSeconds: 60 * 60,
    retryLimit: 2,
    retryDelay: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const created = new Set<string>();
  const handlers = new Map<string, JobHandler>();
  let started = false;

  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  const startWorker = async (name: string, handler: JobHandler) => {
    await ensureQueue(name);
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  };

  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      handlers.set(name, handler);
      if (started) await startWorker(name, handler);
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) await startWorker(name, handler);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 20_000, close: target.kind === 'pg' });
    },
  };
}
