import { buildApp } from './app.ts';
import { openRuntime } from './bootstrap.ts';
import { readConfig } from './config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { startSweep } from './modules/housekeeping/sweep.ts';
import { ensureDemoAccount } from './modules/users/demo-account.ts';

const config = readConfig();
const logger = { level: config.logLevel };

async function main() {
  const runtime = await openRuntime(config, { info: (obj, msg) => console.log(msg, JSON.stringify(obj)) });
  const app = await buildApp({ deps: runtime.deps, logger });
  const demo = await ensureDemoAccount(runtime.deps.db);
  const sweep = startSweep({
    db: runtime.deps.db,
    storage: runtime.deps.storage,
    now: runtime.deps.now,
    partialTtlMs: config.partialTtlMs,
    log: app.log,
  });
  // app.close() waits for a sweep in flight before stop() closes the database.
  app.addHook('onClose', () => sweep.stop());

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
  const base = config.publicUrl.replace(/\/$/, '');
  const lines = [
    '',
    `  Cairn is running: ${base}/designer/`,
    `  Database: ${runtime.database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  E-mail: ${runtime.deps.mailer.kind === 'smtp' ? 'SMTP (SMTP_URL)' : `local outbox at ${base}/dev/outbox`}`,
  ];
  if (demo) {
    lines.push(
      `  Demo account created: ${demo.username} / ${demo.password}  (shown once; change it under Personal centre)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
