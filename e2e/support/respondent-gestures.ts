import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { keyboardDragDown } from './keyboard-drag.ts';

/** What a respondent's hands do on the page, for journeys that operate controls as people do. */

/**
 * Drags `from` onto `to` with the mouse in small steps (dnd-kit starts a drag after 4 px). The
 * drop target is brought to the middle of the viewport first: near an edge dnd-kit scrolls the
 * page during the drag and the target moves away from under the pointer.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  // One more small move over the target: dnd-kit decides what is under the pointer on a move.
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + end.height / 2 + 2);
  await page.mouse.up();
}

/** A rank item one place down by keyboard (the respondent's rank question). */
export function keyboardRankDown(page: Page, list: Locator, item: Locator): Promise<void> {
  return keyboardDragDown(page, {
    handle: item.locator('.cairn-drag-handle'),
    dragging: item.and(page.locator('.is-dragging')),
    neighbours: list.locator('.cairn-rank__item:not(.is-dragging)'),
  });
}

/** Ticks a radio or checkbox by clicking what a person sees: its label (inputs may be hidden under a face). */
export async function tick(input: Locator): Promise<void> {
  const label = input.locator('xpath=ancestor::label[1]');
  if ((await label.count()) > 0) await label.click();
  else await input.click();
  expect(await input.isChecked()).toBe(true);
}
