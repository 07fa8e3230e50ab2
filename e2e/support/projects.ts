import { fullPath, projectsApi } from '@cairn/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPage, settled, uniqueName } from './browser.ts';

export { settled };

import { responseOf } from './response-of.ts';

/** Helpers of the project-list journeys: accounts, creating through /create, finding rows. */

export type Locale = 'zh-CN' | 'en-US';

const REGISTER_LABELS = {
  'en-US': {
    user: 'User name',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Sign up and log in',
  },
  'zh-CN': { user: '用户名', password: '密码', confirm: '确认密码', submit: '注册并登录' },
} as const;

export const PASSWORD = 'journey-pass-1';

export interface Session {
  context: BrowserContext;
  page: Page;
  name: string;
}

/** A new account in its own browser context, logged in and on the project list. */
export async function registerUser(
  browser: Browser,
  locale: Locale,
  prefix: string,
  baseURL?: string,
): Promise<Session> {
  const { context, page } = await newPage(browser, locale, baseURL);
  const name = uniqueName(prefix);
  const labels = REGISTER_LABELS[locale];
  await page.goto('/designer/register');
  await page.getByLabel(labels.user).fill(name);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirm).fill(PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/designer/project');
  return { context, page, name };
}

/**
 * Creates a project through /create/{type}'s form and returns its code. The design screen is not
 * built yet, so the app lands on its route or, until then, on /404: both mean "navigated on".
 */
export async function createProject(page: Page, title: string, type: 0 | 1 = 0): Promise<string> {
  await page.goto(`/designer/create/${type}`);
  const title$ = page.locator('input#title');
  await title$.fill(title);
  const answer = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(projectsApi.init));
  await title$.press('Enter');
  const body = (await (await answer).json()) as { code: string; data: { code: string } };
  if (body.code !== '00000') throw new Error(`project/init answered ${body.code}`);
  const code = body.data.code;
  await page.waitForURL(
    (url) => url.pathname === `/designer/project/${code}/design` || url.pathname === '/designer/404',
  );
  return code;
}

export const rowOf = (page: Page, title: string): Locator =>
  page.locator('.project-table tbody tr.ant-table-row').filter({
    has: page.getByRole('link', { name: title, exact: true }).or(page.getByText(title, { exact: true })),
  });

/** The titles of the list's rows, top to bottom. */
export const rowTitles = (page: Page): Promise<string[]> =>
  page.locator('.project-table tbody tr.ant-table-row .project-title__link').allTextContents();

/**
 * Opens a row's "more" menu and picks an action by its label, once the menu has finished opening
 * (a click on an item still sliding in was lost on a loaded machine).
 */
export async function rowAction(page: Page, title: string, action: string): Promise<void> {
  const menu = page.locator('.ant-dropdown:visible');
  await page.getByRole('button', { name: `More actions for “${title}”` }).click();
  await menu.getByRole('menuitem', { name: action }).waitFor();
  await settled(page);
  await menu.getByRole('menuitem', { name: action }).click();
}

/** The visible antd dialog (Modal or Modal.confirm). */
export const dialog = (page: Page): Locator => page.locator('.ant-modal-wrap:visible [role="dialog"]');

export const folderNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Project categories' });

/**
 * Clicks `button` until `overlay` (a drawer or modal it closes) is hidden. A click landing while
 * a modal above it still closes, or while the overlay re-renders, can be lost on a busy machine:
 * a person who sees nothing happen clicks again. One that never closes `overlay` fails.
 */
export async function closeOverlay(page: Page, overlay: Locator, button: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await settled(page);
    if (await button.isVisible()) await button.click({ timeout: 5_000 }).catch(() => {});
    try {
      await overlay.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Opens the popconfirm `trigger` shows and clicks its `confirm` button. On a busy machine a click
 * on the trigger can be lost while the panel around it re-renders, so it is clicked again until
 * the popconfirm shows (a second click on an open one would close it, hence the check first).
 */
export async function confirmPop(page: Page, trigger: Locator, confirm: RegExp | string): Promise<void> {
  const pop = page.locator('.ant-popconfirm:visible');
  // A list that re-renders after a previous save (a refetch) can unmount the pop between its
  // opening and the confirm: then it is opened again. A click on a detached button never lands,
  // so a retry cannot confirm twice.
  for (let attempt = 1; ; attempt++) {
    if (!(await pop.isVisible())) {
      await trigger.click();
      await pop.waitFor({ timeout: 5_000 }).catch(() => {});
    }
    await settled(page);
    try {
      await pop.getByRole('button', { name: confirm }).click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
