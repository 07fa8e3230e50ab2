import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMessagingServer } from './messaging-server.ts';
import { prepareAccounts } from './prepared-accounts.ts';
import { ROOT, type RunningServer, SERVER_BUNDLE, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    /** The shared server with the local messaging simulator and the sandbox payments (see below). */
    messagingBaseUrl: string;
  }
}

/** The operator's promo code the finance journey redeems (made with the operator's CLI). */
const PROMO_CODE = 'WELCOME-10';

/**
 * The second shared server: MESSAGING_APP=local and PUBLIC_URL its own address, for the journeys
 * that bind an official account, recharge, pay, claim or order samples (a server each was ~15 s of
 * a journey's setup, five times). The operator's CLI writes the promo code into its database first
 * (the embedded database serves one process). Each journey there has its own users, and binds
 * messaging accounts named after them; a claim's account is checked per campaign.
 */
async function startSharedMessagingServer(): Promise<{ server: RunningServer; base: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cairn-e2e-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'apps/server/dist/admin.js'),
      'create-promo',
      '--code',
      PROMO_CODE,
      '--amount',
      '1000',
      '--min',
      '5000',
    ],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  return startMessagingServer({}, dataDir);
}

/**
 * One built server on a fresh embedded database for all browser journeys of the run, with the
 * prepared accounts (enterprise, organisation admin) written in after its first start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the browser journeys (npm test does).');
  }
  const messaging = startSharedMessagingServer();
  let first: RunningServer;
  let server: RunningServer;
  try {
    first = await startServer();
    await first.stop();
    await prepareAccounts(first.dataDir);
    server = await startServer({ dataDir: first.dataDir });
  } catch (cause) {
    await messaging.then((m) => m.server.stop()).catch(() => undefined);
    throw cause;
  }
  const demo = /Demo account created: demo \/ (\S+)/.exec(first.output());
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoPassword', demo?.[1] ?? '');
  project.provide('messagingBaseUrl', (await messaging).base);
  return async () => {
    await server.stop();
    await (await messaging).server.stop();
  };
}
