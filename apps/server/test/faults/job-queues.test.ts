import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DB_TIMEOUTS } from '../../src/db/pg-pool.ts';
import { DATA_EXPORT_JOB } from '../../src/modules/jobs/job-names.ts';
import { createPgBossQueue } from '../../src/modules/jobs/pg-boss-queue.ts';
import type { JobQueue } from '../../src/modules/jobs/queue.ts';
import { type OwnPostgres, postgresBin, startOwnPostgres } from '../support/own-postgres.ts';
import { freshDatabase } from './fault-load.ts';

/**
 * Cairn issue 18 item 3, at the queue: what the processes of a fresh server do with the job
 * queue, all at once as on a fast machine. The process that migrates prepares it once (pg-boss's
 * schema and a queue per job name); then eight serving processes start their workers together.
 * When each serving process created the queues itself, two create_queue calls at once
 * deadlocked (attaching partitions to one table) and that process exited. A server process
 * start through node:cluster is in fresh-start.test.ts; this makes the overlap certain.
 */
const bin = postgresBin();
const SERVING = 8;

describe.skipIf(!bin)('job queues on a fresh database', () => {
  let db: OwnPostgres;
  beforeAll(async () => {
    db = await startOwnPostgres();
  });
  afterAll(() => db?.destroy());

  it(`${SERVING} processes start their workers at once after one prepare`, async () => {
    const url = await freshDatabase(db.url);
    const errors: string[] = [];
    const queue = () =>
      createPgBossQueue(
        { kind: 'pg', url, timeouts: DEFAULT_DB_TIMEOUTS },
        { error: (obj, msg) => errors.push(`${msg} ${String((obj as { err?: unknown }).err ?? '')}`) },
      );
    const primary = queue();
    await primary.prepare();
    const serving: JobQueue[] = Array.from({ length: SERVING }, queue);
    const done: string[] = [];
    try {
      for (const q of serving) await q.work(DATA_EXPORT_JOB, async (data) => void done.push(String(data.n)));
      const started = await Promise.allSettled(serving.map((q) => q.start()));
      expect(
        started
          .filter((s) => s.status === 'rejected')
          .map((s) => String((s as PromiseRejectedResult).reason)),
      ).toEqual([]);
      // And the queue works: a job sent through one is done by one of them.
      await serving[0]!.send(DATA_EXPORT_JOB, { n: 1 });
      for (let i = 0; i < 200 && done.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(done).toEqual(['1']);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([primary, ...serving].map((q) => q.stop()));
    }
  }, 55_000);
});
