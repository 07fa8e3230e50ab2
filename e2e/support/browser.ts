import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT } from './server-process.ts';

export const SCREENSHOTS = join(ROOT, 'screenshots');

/**
 * Debian's Chromium, with the flags this sandbox needs (no background network, no GPU), plus a
 * journey's own (the recorder journey's fake microphone).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** `baseURL`: a server of the journey's own (default: the run's shared server). */
export async function newPage(
  browser: Browser,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
  baseURL: string = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale,
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot under screenshots/ for a person to look at: the full page, or only what is on
 * screen (a popup over a long page).
 */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // A full page taken while scrolled draws the sticky header where the scroll left it, over the
  // content: from the top it sits where a person sees it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

let counter = 0;
/** A user name no other journey uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
