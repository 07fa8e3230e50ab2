import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every screen in both languages, saved under screenshots/ for a person to look at. */
describe('screens', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const tag = locale.slice(0, 2);
    it(`public screens and the logged-in shell in ${locale}`, async () => {
      const { context, page } = await newPage(browser, locale);
      for (const [path, name] of [
        ['/designer/login', 'login'],
        ['/designer/register', 'register'],
        ['/designer/forgot', 'forgot'],
        ['/designer/404', '404'],
      ] as const) {
        await page.goto(path);
        await page.locator('form, h1, h2, h3, .ant-result').first().waitFor();
        await shoot(page, `${name}-${tag}`);
      }
      const name = uniqueName('shot');
      await page.goto('/designer/register');
      const inputs = page.locator('input[type="text"], input:not([type])');
      await inputs.first().fill(name);
      const pw = page.locator('input[type="password"]');
      await pw.nth(0).fill('shot-pass-123');
      await pw.nth(1).fill('shot-pass-123');
      await pw.nth(1).press('Enter');
      await page.waitForURL('**/designer/project');
      await page.locator('.ant-empty').waitFor();
      await shoot(page, `project-${tag}`);
      await page.goto('/designer/user/base');
      await page.getByText(name, { exact: true }).first().waitFor();
      await shoot(page, `user-${tag}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/designer/project');
      await page.locator('.ant-empty').waitFor();
      await shoot(page, `project-${tag}-phone`);
      await context.close();
    });
  }
});
