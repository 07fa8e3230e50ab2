import { buildApp } from './app.ts';
import { openRuntime, type Runtime } from './bootstrap.ts';
import type { Config } from './config.ts';
import { recoverGrantPayouts } from './modules/envelopes/run-payouts.ts';
import { type SweepLog, startSweep } from './modules/housekeeping/sweep.ts';
import { drawDueLotteries } from './modules/lottery/draw-after-close.ts';
import { recoverLotteryPayouts } from './modules/lottery/winner-payouts.ts';
import { recoverSampleDeliveries } from './modules/sample/deliver-recovery.ts';
import { ensureDemoAccount } from './modules/users/demo-account.ts';
import { recoverWithdrawals } from './modules/wallet/withdrawals.ts';

const info = { info: (obj: object, msg?: string) => console.log(msg, JSON.stringify(obj)) };

/**
 * What runs once for the whole server, before any process serves: the job queues
 * (jobs/job-names.ts), the demo account and the housekeeping sweep.
 */
export async function startHousekeeping(config: Config, runtime: Runtime, log: SweepLog) {
  await runtime.deps.jobs.prepare();
  const demo = await ensureDemoAccount(runtime.deps.db);
  const sweep = startSweep({
    db: runtime.deps.db,
    storage: runtime.deps.storage,
    now: runtime.deps.now,
    partialTtlMs: config.partialTtlMs,
    downloadTtlMs: config.downloadTtlMs,
    log,
    recoverMoney: async (at) =>
      (await recoverWithdrawals(runtime.deps, at)) +
      (await recoverGrantPayouts(runtime.deps, at)) +
      (await recoverLotteryPayouts(runtime.deps, at)) +
      (await recoverSampleDeliveries(runtime.deps, at)),
    runDue: (at) => drawDueLotteries(runtime.deps, at),
  });
  return { demo, sweep };
}

/** The lines printed at start (the demo password only the first time, as it is made). */
export function announce(
  config: Config,
  runtime: Runtime,
  demo: { username: string; password: string } | null,
) {
  const base = config.publicUrl.replace(/\/$/, '');
  const lines = [
    '',
    `  Cairn is running: ${base}/designer/`,
    `  Database: ${runtime.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  E-mail: ${runtime.deps.mailer.kind === 'smtp' ? 'SMTP (SMTP_URL)' : `local outbox at ${base}/dev/outbox`}`,
  ];
  if (config.processes > 1) lines.push(`  Server processes: ${config.processes}`);
  if (demo) {
    lines.push(
      `  Demo account created: ${demo.username} / ${demo.password}  (shown once; change it under Personal centre)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

/**
 * One serving process: opens the database, listens, and on SIGTERM/SIGINT finishes the requests
 * in flight before closing it. `housekeeping`: also the demo account and the sweep (a single
 * process does both; among several, the primary does them, processes.ts).
 */
export async function serve(config: Config, options: { housekeeping: boolean }): Promise<void> {
  const runtime = await openRuntime(config, info);
  const app = await buildApp({
    deps: runtime.deps,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  const once = options.housekeeping ? await startHousekeeping(config, runtime, app.log) : null;
  // app.close() waits for a sweep in flight before the runtime closes the database.
  if (once) app.addHook('onClose', () => once.sweep.stop());
  // Every serving process works jobs (exports); on PGlite that is the one process.
  await runtime.deps.jobs.start();
  app.addHook('onClose', () => runtime.deps.jobs.stop());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close(); // stops accepting, waits for in-flight requests
    } finally {
      await runtime.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (once) announce(config, runtime, once.demo);
}
