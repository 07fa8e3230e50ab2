import cluster, { type Worker } from 'node:cluster';
import { openRuntime } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { SweepLog } from './modules/housekeeping/sweep.ts';
import { announce, startHousekeeping } from './serve.ts';

/** A process that dies within this long of its start is not restarted again at once. */
const RESTART_PAUSE_MS = 1000;

const log: SweepLog = {
  info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
  error: (obj, msg) => console.error(msg, obj),
};

/**
 * The primary of CAIRN_PROCESSES > 1 (PostgreSQL only): brings the schema up to date and makes
 * the signing key and the demo account once, before any serving process starts, so they never
 * race to do it; runs the housekeeping sweep (one sweeper is enough); then starts `count` serving
 * processes that share the port through node:cluster, and starts a new one when one dies. On
 * SIGTERM/SIGINT it passes the signal on and waits for each to finish its requests in flight.
 */
export async function runPrimary(config: Config): Promise<void> {
  const runtime = await openRuntime(config, log);
  const { demo, sweep } = await startHousekeeping(config, runtime, log);
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  const finish = () =>
    void sweep
      .stop()
      .then(() => runtime.close())
      .then(() => process.exit(0));

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) finish();
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // A stop during the pause must not start a process nobody will end.
    setTimeout(() => stopping || fork(), Math.max(0, RESTART_PAUSE_MS - (Date.now() - since)));
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // With every process already gone (a stop during the restart pause) no exit event will come.
    if (started.size === 0) return finish();
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  let listening = 0;
  cluster.on('listening', () => {
    listening++;
    if (listening === config.processes) announce(config, runtime, demo);
  });
  for (let i = 0; i < config.processes; i++) fork();
}
