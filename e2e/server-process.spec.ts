import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server-process.ts';

const running: RunningServer[] = [];
/**
 * A data directory a server has already initialised: the later journeys start from it, since a
 * first start (initdb and migrations) is the slowest part of a start and the first journey
 * covers it.
 */
let initialised: string | undefined;
const startInitialised = () => startServer(initialised ? { dataDir: initialised } : {});
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
});

describe('the built server on the embedded database', () => {
  it('creates a demo account on first start with a random password, printed once', async () => {
    const first = await startServer();
    running.push(first);
    const printed = /Demo account created: demo \/ (\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    expect(first.output()).toContain(`http://localhost:${first.port}/designer/`);
    expect(await first.stop()).toBe(0);

    const again = await startServer({ dataDir: first.dataDir });
    running.push(again);
    expect(again.output()).not.toContain('Demo account created');
    await again.stop();
    initialised = first.dataDir;

    const other = await startServer();
    running.push(other);
    const otherPassword = /Demo account created: demo \/ (\S+)/.exec(other.output())?.[1];
    expect(otherPassword).not.toBe(printed![1]);
    await other.stop();
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const first = await startInitialised();
    running.push(first);
    await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(/in use by another Cairn process/);
    // The first one still serves.
    const res = await fetch(`${first.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    await first.stop();
  });

  it('finishes a request in flight when asked to stop, then exits cleanly', async () => {
    const server = await startInitialised();
    running.push(server);
    const body = JSON.stringify({ username: 'x' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    // Headers first; "100 Continue" says the server holds the request, which is then in flight
    // while SIGTERM arrives and the body follows.
    socket.write(
      `POST /api/auth/oauth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await new Promise<void>((r) => {
      const check = () => (answer.includes('100 Continue') ? r() : socket.once('data', check));
      check();
    });
    answer = '';
    const exit = server.stop('SIGTERM');
    socket.write(body);
    await new Promise<void>((r) => socket.once('close', () => r()));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"code":"A0400"'); // unsigned: refused, but answered
    expect(await exit).toBe(0);
  });
});

/** The built server's children (its serving processes), by reading /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false; // the process ended while we looked
      }
    })
    .map(Number);
}

const pgUrl = process.env.TEST_DATABASE_URL;

// Several processes need a PostgreSQL server; CI has one (TEST_DATABASE_URL).
describe.skipIf(!pgUrl)('the built server with CAIRN_PROCESSES on PostgreSQL', () => {
  const database = `cairn_e2e_procs_${process.pid}`;
  const admin = () => new pg.Client({ connectionString: pgUrl });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it('serves from several processes, replaces one that dies, and stops them all cleanly', async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${database}`;
    const server = await startServer({ env: { DATABASE_URL: url.toString(), CAIRN_PROCESSES: '2' } });
    running.push(server);
    expect(server.output()).toContain('Server processes: 2');
    expect(server.output()).toMatch(/Demo account created: demo \/ \S+/);
    const health = async () => (await fetch(`${server.baseUrl}/designer/`)).status;
    const serving = childrenOf(server.process.pid!);
    expect(serving).toHaveLength(2);
    expect(await Promise.all(Array.from({ length: 20 }, health))).toEqual(Array(20).fill(200));

    process.kill(serving[0]!, 'SIGKILL');
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('starting another');
    await expect
      .poll(() => childrenOf(server.process.pid!).filter((pid) => pid !== serving[0]).length, {
        timeout: 20_000,
      })
      .toBe(2);
    expect(await Promise.all(Array.from({ length: 20 }, health))).toEqual(Array(20).fill(200));

    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
