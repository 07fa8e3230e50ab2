import { authApi } from '@cairn/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { codeFromOutbox } from './support/outbox.ts';

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
    await page.goto('/designer/forgot');
    // The account, made through the described call (signed like the designer; it throws unless 00000).
    await callEndpoint(page, authApi.register, { username: name, password: 'old-pass-123', email });

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/Resend in \d+ s/).waitFor();
    await shoot(page, 'forgot-en');

    const code = await codeFromOutbox(page, email);

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
