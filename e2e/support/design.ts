import type { EndpointFacts } from '@cairn/contract';
import type { Locator, Page } from 'playwright-core';
import { capture } from './browser.ts';
import { frames, keyboardDragDown } from './keyboard-drag.ts';
import { settled } from './projects.ts';
import { answerOf } from './response-of.ts';

/** Helpers of the design-tab journeys: waiting for saves, reading the canvas, dragging rows. */

/** Runs `action` and waits for the answer of the described call `endpoint` (any path parameters). */
export async function afterCall(
  page: Page,
  endpoint: EndpointFacts,
  action: () => Promise<unknown>,
): Promise<void> {
  const answered = answerOf(page, endpoint);
  await action();
  const response = await answered;
  const body = (await response.json()) as { code: string };
  if (body.code !== '00000') throw new Error(`${endpoint.path} answered ${body.code}`);
}

/** Waits until every edit is answered (the header says saved, nothing is saving). */
export const allSaved = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    () =>
      !document.querySelector('.save-indicator--saving') &&
      !!document.querySelector('.save-indicator--saved'),
  );

/** The open design screen, loaded. */
export async function openDesign(page: Page, code: string): Promise<void> {
  await page.goto(`/designer/project/${code}/design`);
  await page.locator('.design-canvas').waitFor();
}

export const rows = (page: Page): Locator => page.locator('.design-row');
export const questionRows = (page: Page): Locator => page.locator('.design-row--question');

/** Each row as "kind code plain-title", top to bottom: what must survive a reload. */
export const canvasText = (page: Page): Promise<string[]> =>
  rows(page).evaluateAll((elements) =>
    elements.map((row) => {
      const kind =
        Array.from(row.classList as unknown as ArrayLike<string>).find(
          (c) => /^design-row--[a-z]+$/.test(c) && !c.includes('depth'),
        ) ?? '';
      const code = row.querySelector('.cairn-question__code')?.textContent ?? '';
      const title =
        row.querySelector(
          '.cairn-question__text, .design-group__title-text, .cairn-page-break__title, .cairn-text',
        )?.textContent ?? '';
      return `${kind.replace('design-row--', '')} ${code} ${title}`.trim();
    }),
  );

export const codes = (page: Page): Promise<string[]> =>
  page.locator('.design-row--question .cairn-question__code').allTextContents();

/** A locator's box once it is the same two frames running. */
async function stableBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 50; i++) {
    await frames(page);
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.height === last.height) return now;
    last = now;
  }
  return last;
}

/** Drags a row by its handle with the mouse onto the upper half of another row. */
export async function dragRow(page: Page, from: Locator, onto: Locator): Promise<void> {
  const handle = from.locator('.design-handle');
  await handle.scrollIntoViewIfNeeded();
  // Rows near the viewport turn from stand-ins into full rows in a transition: measure once the
  // canvas has stopped moving.
  const start = await stableBox(page, handle);
  const target = await stableBox(page, onto);
  if (!start || !target) throw new Error('row not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y - 10, { steps: 4 });
  await page.mouse.move(target.x + 40, target.y + 8, { steps: 16 });
  await page.mouse.up();
}

/** Viewport screenshot from the top (sticky header and side columns where they belong). */
export async function shootCanvas(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 0);
  await settled(page);
  await capture(page, name);
}

/** Moves a row one place down by keyboard: focus its handle, space, arrow down, space. */
export function keyboardMoveDown(page: Page, row: Locator): Promise<void> {
  return keyboardDragDown(page, {
    handle: row.locator('.design-handle'),
    dragging: page.locator('.design-row.is-dragging'),
    neighbours: page.locator('.design-row:not(.is-dragging)'),
  });
}

/**
 * Opens the design toolbar's More menu. The button becomes antd's dropdown once the browser is
 * idle (design-more-menu.tsx); a click landing while it changes over would be lost, so this waits
 * for the dropdown first.
 */
export async function openDesignMore(page: Page, label = '更多'): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: label === '更多' ? '设计工具' : 'Design tools' });
  const button = toolbar.getByRole('button', { name: label });
  await toolbar.locator('.ant-dropdown-trigger').waitFor();
  await button.click();
  await page.locator('.ant-dropdown:visible').waitFor();
  // The menu slides in: an item clicked while it moves can miss.
  await settled(page);
}

/**
 * Chooses an item of the More menu and waits for what it opens. A choice whose click was lost
 * (the menu closing under it on a busy machine) is made again, as a person who sees nothing
 * happen would; one that never opens `shows` fails.
 */
export async function chooseDesignMore(page: Page, item: string, shows: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if ((await page.locator('.ant-dropdown:visible').count()) === 0) await openDesignMore(page);
    await page.getByRole('menuitem', { name: item }).click();
    try {
      await shows.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
