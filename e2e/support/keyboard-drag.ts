import type { Locator, Page } from 'playwright-core';

/** Two animation frames: what the page draws after a key press has been handled. */
export const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Moves a sortable item one place down with dnd-kit's keyboard sensor, as a person watching the
 * list would: space on its handle, then arrow down until a neighbour makes way, then space. The
 * sensor ignores arrows until it has measured the list after the pick-up, and near an edge an
 * early arrow scrolls the page instead, so one press is not enough.
 */
export async function keyboardDragDown(
  page: Page,
  drag: { handle: Locator; dragging: Locator; neighbours: Locator },
): Promise<void> {
  await drag.handle.focus();
  await page.keyboard.press('Space');
  await drag.dragging.waitFor();
  const neighbourMoved = () =>
    drag.neighbours.evaluateAll((rows) =>
      rows.some((row) => {
        const y = /translate3d\([^,]+,\s*(-?[\d.]+)px/.exec((row as HTMLElement).style.transform)?.[1];
        return y !== undefined && Number(y) !== 0;
      }),
    );
  for (let i = 0; i < 40 && !(await neighbourMoved()); i++) {
    if (i % 4 === 0) await page.keyboard.press('ArrowDown');
    await frames(page);
  }
  await page.keyboard.press('Space');
}
