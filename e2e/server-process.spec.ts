import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server-process.ts';

const running: RunningServer[] = [];
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

    const other = await startServer();
    running.push(other);
    const otherPassword = /Demo account created: demo \/ (\S+)/.exec(other.output())?.[1];
    expect(otherPassword).not.toBe(printed![1]);
    await other.stop();
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const first = await startServer();
    running.push(first);
    await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(/in use by another Cairn process/);
    // The first one still serves.
    const res = await fetch(`${first.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    await first.stop();
  });

  it('finishes a request in flight when asked to stop, then exits cleanly', async () => {
    const server = await startServer();
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
