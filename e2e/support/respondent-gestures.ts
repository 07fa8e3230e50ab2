import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Moves a sortable item one place down with dnd-kit's keyboard sensor: space on its handle, arrow
 * down until a neighbour makes way (the sensor ignores arrows until it has measured the list, and
 * an early arrow scrolls the page instead, which moves the dragged item too), space to drop.
 */
export async function keyboardDragDown(page: Page, list: Locator, item: Locator): Promise<void> {
  await item.locator('.cairn-drag-handle').focus();
  await page.keyboard.press('Space');
  await item.and(page.locator('.is-dragging')).waitFor();
  const neighbourMoved = () =>
    list.evaluate((element) =>
      Array.from(element.querySelectorAll<HTMLElement>('.cairn-rank__item:not(.is-dragging)')).some((row) => {
        const y = /translate3d\([^,]+,\s*(-?[\d.]+)px/.exec(row.style.transform)?.[1];
        return y !== undefined && Number(y) !== 0;
      }),
    );
  for (let i = 0; i < 40 && !(await neighbourMoved()); i++) {
    if (i % 4 === 0) await page.keyboard.press('ArrowDown');
    await frames(page);
  }
  await page.keyboard.press('Space');
}

/** Ticks a radio or checkbox by clicking what a person sees: its label (inputs may be hidden under a face). */
export async function tick(input: Locator): Promise<void> {
  const label = input.locator('xpath=ancestor::label[1]');
  if ((await label.count()) > 0) await label.click();
  else await input.click();
  expect(await input.isChecked()).toBe(true);
}
