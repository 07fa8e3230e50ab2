import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function register(page: Page, username: string, password: string) {
  await page.goto('/designer/register');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up and log in' }).click();
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Account').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

describe('accounts in the browser', () => {
  it('register → logged in → the project list with its empty state', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    await register(page, uniqueName('reg'), 'journey-pass-1');
    await page.waitForURL('**/designer/project');
    await page.getByText('No projects yet').waitFor();
    expect(await page.title()).toBe('Projects - Cairn');
    await context.close();
  });

  it('a protected route while logged out → login with redirect → back to that route', async () => {
    const name = uniqueName('redir');
    const { context, page } = await newPage(browser, 'en-US');
    await register(page, name, 'journey-pass-1');
    await page.waitForURL('**/designer/project');
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto('/designer/user/base');
    await page.waitForURL(/\/designer\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain(
      '/user/base',
    );
    await logIn(page, name, 'journey-pass-1');
    await page.waitForURL('**/designer/user/base');
    await page.getByText(name, { exact: true }).first().waitFor();
    await context.close();
  });

  it('a logged-in user opening the login page goes to the project list', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    await register(page, uniqueName('away'), 'journey-pass-1');
    await page.waitForURL('**/designer/project');
    await page.goto('/designer/login');
    await page.waitForURL('**/designer/project');
    await context.close();
  });

  it('wrong password shows the message on the form', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    await page.goto('/designer/login');
    await logIn(page, 'no-such-user', 'wrong-pass-1');
    await page.getByText('Wrong account name or password').waitFor();
    await context.close();
  });

  it('an unknown route shows the 404 page', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    await page.goto('/designer/no/such/page');
    await page.waitForURL('**/designer/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('logs out from the user menu', async () => {
    const { context, page } = await newPage(browser, 'en-US');
    await register(page, uniqueName('out'), 'journey-pass-1');
    await page.waitForURL('**/designer/project');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/designer/login**');
    await page.goto('/designer/project');
    await page.waitForURL(/\/designer\/login\?redirect=/);
    await context.close();
  });
});

describe('language', () => {
  it('follows the browser: en-US English, zh-CN Chinese', async () => {
    const en = await newPage(browser, 'en-US');
    await en.page.goto('/designer/login');
    await en.page.getByText('Welcome back').waitFor();
    expect(await en.page.getAttribute('html', 'lang')).toMatch(/^en/);
    await shoot(en.page, 'login-en');
    await en.context.close();

    const zh = await newPage(browser, 'zh-CN');
    await zh.page.goto('/designer/login');
    await zh.page.getByText('欢迎回来').waitFor();
    expect(await zh.page.getAttribute('html', 'lang')).toMatch(/^zh/);
    await shoot(zh.page, 'login-zh');
    await zh.context.close();
  });
});
