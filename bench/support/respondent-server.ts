import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const BUNDLE = join(ROOT, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/** The built server (`npm start`'s) on a fresh embedded database, on a free loopback port. */
export async function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  if (!existsSync(BUNDLE)) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cairn-bench-')),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  for (let waited = 0; !out.includes('Cairn is running'); waited += 50) {
    if (child.exitCode !== null || waited > 60_000) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
