import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, on a free port in a temporary directory, for fault tests
 * that stop, kill, freeze and restart it (never the shared one on 5432). Uses the Debian
 * binaries under /usr/lib/postgresql/<version>/bin; `postgresBin()` is null where they are
 * absent, and those tests skip. PostgreSQL refuses to run as root, so under root every command
 * runs as the `postgres` account (runuser).
 */
export interface OwnPostgres {
  url: string;
  port: number;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop: `fast` ends sessions and shuts down cleanly, `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** SIGKILL to the postmaster, as a crash would; resolves once its backends have ended too. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT to the postmaster and every backend: a database that stops answering. */
  freeze(): void;
  thaw(): void;
  isRunning(): Promise<boolean>;
  /** Stops the server (if running) and removes its directory. */
  destroy(): Promise<void>;
}

export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** A PostgreSQL tool, asynchronously: the test's own requests keep going while it runs. */
async function run(bin: string, tool: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  await execFileAsync(file, argv, { encoding: 'utf8' });
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

/** initdb into a fresh directory and start it. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'cairn-own-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  await run(bin, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  // The socket in the temporary directory, TCP on loopback only; fsync off (nothing here is kept).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pg: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']),
    stop: (mode) => run(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']),
    isRunning: () =>
      run(bin, 'pg_ctl', ['-D', data, 'status']).then(
        () => true,
        () => false,
      ),
    async kill() {
      const pids = serverPids(data);
      process.kill(pids[0]!, 'SIGKILL');
      // Backends notice the postmaster's death and exit; a new postmaster cannot start before.
      for (let i = 0; i < 200 && pids.some(alive); i++) await new Promise((r) => setTimeout(r, 50));
    },
    freeze() {
      for (const pid of serverPids(data)) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of serverPids(data)) process.kill(pid, 'SIGCONT');
    },
    async destroy() {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) {
          pg.thaw();
          await pg.stop('immediate');
        }
      } catch {
        // Already stopped.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  await pg.start();
  return pg;
}

function postmasterPid(data: string): number {
  return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The postmaster and its children (backends and auxiliary processes). */
function serverPids(data: string): number[] {
  if (!existsSync(join(data, 'postmaster.pid'))) return [];
  const main = postmasterPid(data);
  return [main, ...childPids(main)];
}

/** A process's direct children, from /proc (Linux). */
export function childPids(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}
