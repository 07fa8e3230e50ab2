import { fullPath, respondApi } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnPostgres, postgresBin, startOwnPostgres } from '../support/own-postgres.ts';
import { submission } from '../support/respond.ts';
import { removeBundle, startServerProcess } from '../support/server-process.ts';
import { freshDatabase, prepareWorkload, waitFor } from './fault-load.ts';
import { prepareInterviewCalls } from './interview-calls.ts';
import { prepareMoneyCalls } from './money-calls.ts';
import { prepareOrgCalls } from './org-calls.ts';
import { allAnswered, allCalls } from './outage-calls.ts';

/**
 * Cairn issue 18 item 2: a database that stops answering (every PostgreSQL process frozen with
 * SIGSTOP, as a stalled host or a saturated disk looks from outside) no longer holds requests for
 * as long as it is stalled. With the timeouts set low (CAIRN_DB_*_TIMEOUT_MS), 100 submits sent
 * while it is frozen are all answered with B0002 (HTTP 503) while it is still frozen: connections
 * already open time out reading, new ones time out connecting, and requests waiting for the pool
 * time out waiting. Before, all 100 hung until the database woke. After it thaws, the server
 * serves again.
 * Issue 22's calls (an upgrade, a removal with handover, a login code sent, a mobile-code login)
 * sent while it is frozen answer B0002 too, leave nothing half-written (no organisation, nothing
 * moved, no code recorded or texted, the login code not used up) and succeed after the thaw; so do
 * issue 23's money calls (money-calls.ts: the ledger unchanged while frozen, reconciled after).
 */
const bin = postgresBin();
const SUBMITS = 100;

describe.skipIf(!bin)('PostgreSQL frozen', () => {
  let db: OwnPostgres;
  beforeAll(async () => {
    db = await startOwnPostgres();
  });
  afterAll(async () => {
    await db?.destroy();
    await removeBundle();
  });

  it(`answers ${SUBMITS} submits with B0002 while the database is frozen, and serves after`, async () => {
    const url = await freshDatabase(db.url);
    const server = await startServerProcess({
      databaseUrl: url,
      processes: 1,
      env: {
        CAIRN_DB_CONNECT_TIMEOUT_MS: '1000',
        CAIRN_DB_STATEMENT_TIMEOUT_MS: '1000',
        CAIRN_DB_ACQUIRE_TIMEOUT_MS: '2000',
      },
    });
    let frozen = false;
    try {
      const w = await prepareWorkload(server.base, url);
      const calls = allCalls(
        await prepareOrgCalls(w.t),
        await prepareMoneyCalls(w.t, server.base),
        await prepareInterviewCalls(w.t),
      );
      const submit = async () => {
        const res = await fetch(`${server.base}${fullPath(respondApi.submit)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission(w.p)),
        });
        return `${res.status} ${((await res.json()) as { code: string }).code}`;
      };
      expect(await submit()).toBe('200 00000');

      db.freeze();
      frozen = true;
      const answers: string[] = [];
      const failures: string[] = [];
      for (let i = 0; i < SUBMITS; i++)
        submit().then(
          (a) => answers.push(a),
          (e) => failures.push(String(e)),
        );
      // Every answer must come while the database is still frozen (bounded: a server without
      // timeouts would hold them all until the thaw below).
      await waitFor(
        `${SUBMITS} answers while frozen`,
        () => answers.length + failures.length === SUBMITS,
        () => (server.exited() ? 'the server exited' : null),
        25,
      );
      const during = await calls.send();
      db.thaw();
      frozen = false;
      expect(failures).toEqual([]);
      expect([...new Set(answers)]).toEqual(['503 B0002']);
      expect(during).toEqual(allAnswered(calls, '503 B0002'));

      // Polled by sending, each try waiting for its answer (bounded by the timeouts above).
      let served = false;
      for (let i = 0; i < 100 && !served; i++) served = (await submit()) === '200 00000';
      expect(served).toBe(true);
      await calls.untouched();
      expect(await calls.after()).toEqual(allAnswered(calls, '200 00000'));
      await w.database.close();
      expect(server.exited()).toBe(false);
    } catch (error) {
      const unexpected = server
        .output()
        .split('\n')
        .filter((l) => l.includes('unexpected failure'));
      throw new Error(
        `${(error as Error).message}\n--- unexpected failures ---\n${unexpected.slice(0, 3).join('\n')}\n--- server output ---\n${server.output().slice(-3000)}`,
      );
    } finally {
      if (frozen) db.thaw();
      await server.stop();
    }
  }, 90_000);
});
