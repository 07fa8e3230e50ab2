import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
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
 * Screenshots are for a person to look at, not assertions: a run takes them only with
 * E2E_SCREENSHOTS=1 (`npm run screenshots`). `npm test` skips them: the suite's 200 full-page
 * shots were minutes of a run that must stay under 20.
 */
export const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS === '1';

/** Saves `target` (a page, or one element) as screenshots/`name`.png when screenshots are on. */
export async function capture(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOTS, `${name}.png`), ...options });
}

/**
 * Saves a screenshot under screenshots/ for a person to look at: the full page, or only what is on
 * screen (a popup over a long page). The scroll to the top happens either way, so a journey runs
 * the same steps with and without screenshots.
 */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  // A full page taken while scrolled draws the sticky header where the scroll left it, over the
  // content: from the top it sits where a person sees it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // A screen worth a picture is one a person would act on once it stands still, so it waits for
  // that with or without the picture (a click into a modal still opening can be lost, and a
  // picture taken mid-motion shows a tab's ink bar between two tabs).
  await settled(page);
  await capture(page, name, { fullPage });
}

/** Waits until antd's open/close motions have ended (endless ones, like a spinner, aside). */
export const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );

let counter = 0;
/** A user name no other journey uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
