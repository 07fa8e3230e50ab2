import { DESIGNER_CLIENT_SECRET, signRequest } from '@cairn/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('forgot password', () => {
  it('mails a code to the local outbox and sets a new password with it', async () => {
    const name = uniqueName('fgt');
    const email = `${name}@example.com`;
    const { context, page } = await newPage(browser, 'en-US');
    const reg = await page.request.post('/api/auth/oauth/register', {
      data: { username: name, password: 'old-pass-123', email },
      headers: await signedHeaders({ username: name, password: 'old-pass-123', email }),
    });
    expect((await reg.json()).code).toBe('00000');

    await page.goto('/designer/forgot');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/Resend in \d+ s/).waitFor();
    await shoot(page, 'forgot-en');

    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
      to: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.to === email);
    expect(mail).toBeDefined();
    const code = /(\d{6})/.exec(mail!.text)![1]!;

    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill('new-pass-456');
    await page.getByLabel('Confirm password').fill('new-pass-456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/designer/login**');

    await page.getByLabel('Account').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('new-pass-456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/designer/project');
    await context.close();
  });
});

/** The request signature for a call made outside the app (to set up data). */
async function signedHeaders(body: Record<string, unknown>) {
  const time = Date.now();
  return { time: String(time), sign: signRequest({}, body, time, DESIGNER_CLIENT_SECRET) };
}
