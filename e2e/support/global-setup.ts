import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, SERVER_BUNDLE, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}

/** One built server on a fresh embedded database for all browser journeys of the run. */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the browser journeys (npm test does).');
  }
  const server = await startServer();
  const demo = /Demo account created: demo \/ (\S+)/.exec(server.output());
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoPassword', demo?.[1] ?? '');
  return async () => {
    await server.stop();
  };
}
