import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../e2e/support/server-process.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BUNDLE = join(ROOT, 'apps/server/dist/main.js');
const TICKS_PER_SECOND = 100; // Linux USER_HZ

export interface BuiltServer {
  url: string;
  /** CPU seconds the server's processes have used so far (the primary and its children). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process and its live children, in ticks, from /proc. */
function ticksOf(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (entry === String(pid) || fields[1] === String(pid))
        total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/** `npm start`'s server (the build) on PostgreSQL with `processes` serving processes. */
export async function startBuiltServer(databaseUrl: string, processes: number): Promise<BuiltServer> {
  if (!existsSync(BUNDLE)) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cairn-bench-')),
      DATABASE_URL: databaseUrl,
      CAIRN_PROCESSES: String(processes),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  for (let waited = 0; !out.includes('Cairn is running'); waited += 50) {
    if (child.exitCode !== null || waited > 30_000) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    cpuSeconds: () => ticksOf(pid) / TICKS_PER_SECOND,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
