import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog } from './projects.ts';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/**
 * Opens an antd select of the open dialog by its label and picks the option whose text matches,
 * then checks the select shows it. A click that lands while the list is still opening (more often
 * on a busy machine) is lost; like a person who looks, the pick is then made again.
 */
export async function pickInDialog(p: Page, name: string, option: RegExp | string): Promise<void> {
  // The dialog zooms in: a list opened mid-animation can close again, so wait for it to rest.
  await poll(() => p.locator('.ant-modal[class*="zoom"]').count()).toBe(0);
  const box = dialog(p).getByRole('combobox', { name, exact: true });
  const shown = dialog(p)
    .locator('.ant-select')
    // `has` is resolved inside each select, so it takes the combobox without the dialog prefix.
    .filter({ has: p.getByRole('combobox', { name, exact: true }) })
    // antd 6 shows a single select's label straight inside `-content-has-value` (a wrapper only
    // when the option is styled) and a multiple select's picks as `-selection-item`s.
    .locator('.ant-select-content-has-value, .ant-select-selection-item')
    .filter({ hasText: option });
  for (let attempt = 1; ; attempt++) {
    await box.click();
    await p
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
    // Multiple selects stay open: close the list by clicking the dialog's title, and let it go
    // before the next pick (a list still fading out would take the next click).
    await dialog(p).locator('.ant-modal-title').click();
    await poll(() => p.locator('.ant-select-dropdown:visible').count()).toBe(0);
    if ((await shown.count()) > 0) return;
    if (attempt === 3)
      throw new Error(`the select "${name}" does not show ${String(option)} after three picks`);
  }
}
