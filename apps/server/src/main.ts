import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { runPrimary } from './processes.ts';
import { serve } from './serve.ts';

const config = readConfig();

/** One process serves (the default), or a primary starts CAIRN_PROCESSES serving ones. */
function main(): Promise<void> {
  if (config.processes === 1) return serve(config, { housekeeping: true });
  return cluster.isPrimary ? runPrimary(config) : serve(config, { housekeeping: false });
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
