import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../build-options.mjs';
import { childPids, freePort } from './own-postgres.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

let bundled: Promise<string> | undefined;

/** The worker threads build.mjs bundles beside main.js, by the name worker-entry.ts loads. */
const WORKERS = [
  ['report-worker', 'apps/server/src/modules/report/engine/report-worker.ts'],
  ['csv-worker', 'apps/server/src/modules/exports/csv-worker.ts'],
  ['coding-worker', 'apps/server/src/modules/report-coding/coding-worker.ts'],
] as const;

/**
 * `apps/server/src/main.ts` bundled as `npm run build` bundles it (build-options.mjs), once per
 * test file. Started through tsx, every serving process compiled the server's modules again,
 * which on a loaded machine took most of a test's minute. One level under apps/server like
 * dist/main.js, so it finds the migrations; in .tmp/ (ignored by git), removed by `removeBundle`.
 */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const outfile = resolve(ROOT, `apps/server/.tmp/fault-server-${process.pid}.mjs`);
    await build({
      ...serverBundleOptions,
      sourcemap: false,
      entryPoints: [resolve(ROOT, 'apps/server/src/main.ts')],
      outfile,
    });
    // The worker threads, beside the bundle as build.mjs puts them beside main.js (worker-entry.ts):
    // written under this process's name, then renamed into place, so test files bundling at once
    // never read each other's half-written worker.
    for (const [name, source] of WORKERS) {
      const own = resolve(ROOT, `apps/server/.tmp/${name}-${process.pid}.js`);
      await build({
        ...serverBundleOptions,
        sourcemap: false,
        entryPoints: [resolve(ROOT, source)],
        outfile: own,
      });
      renameSync(own, resolve(ROOT, `apps/server/.tmp/${name}.js`));
    }
    return outfile;
  })();
  return bundled;
}

export async function removeBundle() {
  if (bundled) rmSync(await bundled, { force: true });
  bundled = undefined;
}

export interface ServerProcess {
  base: string;
  pid: number;
  /** The serving processes: the one process, or the primary's cluster workers. */
  servingPids(): number[];
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

/**
 * The real server (`apps/server/src/main.ts`, bundled as `npm start` runs it) on a
 * PostgreSQL server, with `processes` serving processes, in a temporary DATA_DIR. Resolves once
 * it prints that it is running (after every process listens); rejects if it exits first.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  processes: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-fault-'));
  let out = '';
  const main = await serverBundle();
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      CAIRN_PROCESSES: String(options.processes),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
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
  const exit = new Promise<void>((res) => child.once('exit', () => res()));
  const started = await Promise.race([
    (async () => {
      for (let i = 0; i < 1200; i++) {
        if (out.includes('Cairn is running')) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    })(),
    exit.then(() => false),
  ]);
  if (!started) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server did not start:\n${out}`);
  }
  const pid = child.pid!;
  const servingPids = () => {
    if (options.processes === 1) return [pid];
    // The primary's children running the server (not any helper process).
    return childPids(pid)
      .filter((c) => {
        try {
          return readFileSync(`/proc/${c}/cmdline`, 'utf8').includes(main);
        } catch {
          return false;
        }
      })
      .sort((a, b) => a - b);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    servingPids,
    output: () => out,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    /** SIGTERM (a graceful stop); what is still running after 5 s is killed. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const serving = servingPids();
        child.kill('SIGTERM');
        const timer = setTimeout(() => {
          for (const p of [pid, ...serving]) {
            try {
              process.kill(p, 'SIGKILL');
            } catch {
              // Already gone.
            }
          }
        }, 5_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
