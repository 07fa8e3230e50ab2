import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnPostgres, postgresBin, startOwnPostgres } from '../support/own-postgres.ts';
import { removeBundle, startServerProcess } from '../support/server-process.ts';
import { freshDatabase } from './fault-load.ts';

/**
 * Cairn issue 18 item 3: a first start with several processes on an empty database. Each serving
 * process created the job queues as it started (pg-boss create_queue, which attaches a partition
 * to the job table); two at once deadlocked and one process exited (6 of 12 fresh starts with 2
 * processes). Now the primary creates them once, before it starts any, as it runs migrations.
 * This checks the wiring through node:cluster (the start must come up with all three processes,
 * none replaced); job-queues.test.ts makes the overlap certain, which one start on a loaded
 * machine does not.
 */
const bin = postgresBin();
const STARTS = 1;
const PROCESSES = 3;

describe.skipIf(!bin)('a fresh start with several processes', () => {
  let db: OwnPostgres;
  beforeAll(async () => {
    db = await startOwnPostgres();
  });
  afterAll(async () => {
    await db?.destroy();
    await removeBundle();
  });

  it(`starts ${PROCESSES} processes on an empty database, none replaced`, async () => {
    for (let i = 0; i < STARTS; i++) {
      const server = await startServerProcess({
        databaseUrl: await freshDatabase(db.url),
        processes: PROCESSES,
      });
      try {
        const pids = server.servingPids();
        expect(pids).toHaveLength(PROCESSES);
        // The primary prints this when it replaces a process that ended.
        expect(server.output()).not.toMatch(/ended \(.*\); starting another/);
        const res = await fetch(`${server.base}/api/not-a-route`);
        expect(res.status).toBe(200);
        expect(server.servingPids()).toEqual(pids);
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\n--- server output ---\n${server.output().slice(-3000)}`,
        );
      } finally {
        await server.stop();
      }
    }
  }, 55_000);
});
