import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareAccounts } from './prepared-accounts.ts';
import { ROOT, SERVER_BUNDLE, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}

/**
 * One built server on a fresh embedded database for all browser journeys of the run, with the
 * prepared accounts (enterprise, organisation admin) written in after its first start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the browser journeys (npm test does).');
  }
  const first = await startServer();
  await first.stop();
  await prepareAccounts(first.dataDir);
  const server = await startServer({ dataDir: first.dataDir });
  const demo = /Demo account created: demo \/ (\S+)/.exec(first.output());
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoPassword', demo?.[1] ?? '');
  return async () => {
    await server.stop();
  };
}
