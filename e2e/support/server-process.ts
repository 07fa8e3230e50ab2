import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/main.js');

export interface RunningServer {
  process: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/** The built server (what `npm start` runs) on the embedded database in its own folder. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cairn-e2e-'));
  let out = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = await Promise.race([
    (async () => {
      for (;;) {
        if (out.includes('Cairn is running')) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    exited.then(() => false),
  ]);
  if (!started) throw new Error(`server exited during start:\n${out}`);
  return {
    process: child,
    port,
    baseUrl,
    dataDir,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}
