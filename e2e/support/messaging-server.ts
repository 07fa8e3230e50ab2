import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shoot } from './browser.ts';
import { freePort, type RunningServer, startServer } from './server-process.ts';

/**
 * A server of the journey's own with the messaging simulator (MESSAGING_APP=local): binding,
 * claiming and recharging need it, and its PUBLIC_URL is its own address, where the simulator's
 * scan page and the sandbox pay page are served. `env`: more local providers (SSO_ISSUER=local);
 * `dataDir`: a data folder prepared before the start (e.g. by the operator's CLI).
 */
export async function startMessagingServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<{ server: RunningServer; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    dataDir,
    env: { PORT: String(port), PUBLIC_URL: base, MESSAGING_APP: 'local', ...env },
  });
  return { server, base };
}

/**
 * The simulator plays the phone: opens the QR's address (the link `linkName` beside the code) in
 * a new page of the same browser and scans as `openId`.
 */
export async function scanWithSimulator(
  page: Page,
  linkName: string | RegExp,
  openId: string,
  shotName: string,
): Promise<void> {
  const href = await page.getByRole('link', { name: linkName }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await phone.getByLabel(/openId/).fill(openId);
  await phone.getByLabel(/Nickname/).fill(`Phone ${openId}`);
  await shoot(phone, shotName);
  await phone.getByRole('button', { name: /Scan/ }).click();
  await phone.getByRole('status').waitFor();
  expect(await phone.getByRole('status').textContent()).toContain('Done');
  await phone.close();
}
