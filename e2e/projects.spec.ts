import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import {
  createProject,
  dialog,
  folderNav,
  registerUser,
  rowAction,
  rowOf,
  rowTitles,
  type Session,
  settled,
} from './support/projects.ts';

let browser: Browser;
let owner: Session;
let colleague: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await registerUser(browser, 'en-US', 'own');
  colleague = await registerUser(browser, 'en-US', 'col');
  page = owner.page;
});
afterAll(async () => {
  await owner?.context.close();
  await colleague?.context.close();
  await browser?.close();
});

/** The list refreshes after a debounce and a call: give it more than vitest's 1 s default. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

const SURVEY = 'Customer survey';
const RENAMED = 'Customer survey 2025';
const SECOND = 'Beta study';
const COPY = `${RENAMED} - copy`;

/** The project list of one owner, step by step: each journey starts where the previous ended. */
describe('project list', () => {
  it('starts empty and creates a survey through /create', async () => {
    await page.getByText('No projects yet').waitFor();
    await page.getByRole('button', { name: 'Create a survey' }).click();
    await page.waitForURL('**/designer/create');
    await page.getByRole('link', { name: /^Survey/ }).click();
    await page.waitForURL('**/designer/prepare');
    await page.getByRole('link', { name: /^Blank survey/ }).click();
    await page.waitForURL('**/designer/create/0');
    await page.getByRole('button', { name: 'Create and start designing' }).click();
    await page.getByText('Enter a project title').waitFor();
    expect(await createProject(page, SURVEY)).toMatch(/^[A-Za-z0-9]{8}$/);

    await page.goto('/designer/project');
    const row = rowOf(page, SURVEY);
    await row.getByText('Unpublished').filter({ visible: true }).waitFor();
    expect(await page.getByRole('link', { name: SURVEY }).getAttribute('href')).toMatch(
      /^\/designer\/project\/[A-Za-z0-9]{8}\/design$/,
    );
    const all = folderNav(page).getByRole('button', { name: /^All projects/ });
    await poll(() => all.textContent()).toBe('All projects1');
  });

  it('renames, stars (starred first) and copies', async () => {
    await rowAction(page, SURVEY, 'Rename');
    await dialog(page).getByLabel('Project title').fill(RENAMED);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page, RENAMED).waitFor();

    await createProject(page, SECOND);
    await page.goto('/designer/project');
    await rowOf(page, SECOND).waitFor();
    expect(await rowTitles(page)).toEqual([SECOND, RENAMED]);
    const star = page.getByRole('button', { name: `Star “${RENAMED}”` });
    await star.click();
    await page.getByRole('button', { name: `Unstar “${RENAMED}”`, pressed: true }).waitFor();
    await poll(() => rowTitles(page)).toEqual([RENAMED, SECOND]);

    await rowAction(page, RENAMED, 'Copy');
    await page.getByText(`Copied as “${COPY}”`).waitFor();
    await rowOf(page, COPY).waitFor();
  });

  it('makes a folder, refuses a duplicate name and files a project in it', async () => {
    await folderNav(page).getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Folder name').fill('Q3');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await folderNav(page).getByRole('button', { name: /^Q3/ }).waitFor();

    await folderNav(page).getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Folder name').fill('q3');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('A folder with this name exists').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    // The folder dialog closes before the next one opens: two dialogs at once shared clicks.
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);

    await rowAction(page, SECOND, 'Move to folder');
    // The folder list arrives after the dialog opens and re-renders it: pick once it rests.
    await dialog(page).getByRole('radio', { name: 'Q3' }).waitFor();
    await settled(page);
    await dialog(page).getByRole('radio', { name: 'Q3' }).check();
    await dialog(page).getByRole('button', { name: 'Move' }).click();
    await page.getByText('Moved', { exact: true }).waitFor();
    const q3 = folderNav(page).getByRole('button', { name: /^Q3/ });
    await poll(() => q3.textContent()).toBe('Q31');
    await q3.click();
    await page.waitForURL(/\?folder=\d+$/);
    await poll(() => rowTitles(page)).toEqual([SECOND]);
    await folderNav(page)
      .getByRole('button', { name: /^Unclassified/ })
      .click();
    await poll(() => rowTitles(page)).toEqual([RENAMED, COPY]);
    await folderNav(page)
      .getByRole('button', { name: /^All projects/ })
      .click();
  });

  it('shares with a colleague, who sees it under "shared with me" with its rights', async () => {
    await rowAction(page, RENAMED, 'Share');
    const share = dialog(page);
    await share.getByLabel('User name or e-mail').fill(owner.name);
    await share.getByRole('button', { name: 'Add' }).click();
    await share.getByText('You cannot hand over to yourself').waitFor();
    await share.getByLabel('User name or e-mail').fill(colleague.name);
    await share.getByRole('checkbox', { name: 'Reports', exact: true }).check();
    await share.getByRole('button', { name: 'Add' }).click();
    await share.locator('.share-row').getByText(colleague.name).waitFor();
    expect(await share.getByRole('checkbox', { name: `${colleague.name}: Reports right` }).isChecked()).toBe(
      true,
    );
    await share.getByRole('button', { name: 'Done' }).click();

    const other = colleague.page;
    await other.goto('/designer/project');
    await folderNav(other)
      .getByRole('button', { name: /^Shared with me/ })
      .click();
    const row = rowOf(other, RENAMED);
    await row.getByText('Unpublished').filter({ visible: true }).waitFor();
    await row.getByText(owner.name).waitFor();
    await row.getByText('Reports', { exact: true }).waitFor();
    await shoot(other, 'projects-shared-en');
    // A share never carries manage: the colleague may copy, not delete, share or hand over.
    await other.getByRole('button', { name: `More actions for “${RENAMED}”` }).click();
    await other.getByRole('menuitem', { name: 'Copy' }).waitFor();
    expect(await other.getByRole('menuitem').allTextContents()).toEqual(['Copy']);
    await other.keyboard.press('Escape');
  });

  it('says inline that a project cannot be handed over to oneself', async () => {
    await rowAction(page, RENAMED, 'Hand over');
    await dialog(page).getByLabel('User name or e-mail').fill(owner.name);
    await dialog(page).getByRole('button', { name: 'Hand over' }).click();
    await dialog(page).getByText('You cannot hand over to yourself').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes to the recycle bin and undoes it from the message', async () => {
    await rowAction(page, COPY, 'Delete');
    await page.getByText(`“${COPY}” moved to the recycle bin`).waitFor();
    await rowOf(page, COPY).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`“${COPY}” restored`).waitFor();
    await rowOf(page, COPY).waitFor();
  });

  it('deletes, then restores from the recycle bin', async () => {
    await rowAction(page, COPY, 'Delete');
    await rowOf(page, COPY).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Recycle bin' }).click();
    await page.waitForURL('**/designer/project/recycle');
    await page.getByRole('button', { name: `Restore “${COPY}”` }).click();
    await page.getByText('The recycle bin is empty').waitFor();
    await page.getByRole('button', { name: 'Back to projects' }).click();
    await rowOf(page, COPY).waitFor();
  });

  it('deletes for good after a confirmation naming the project', async () => {
    await rowAction(page, COPY, 'Delete');
    await rowOf(page, COPY).waitFor({ state: 'detached' });
    await page.goto('/designer/project/recycle');
    await page.getByRole('button', { name: `Delete “${COPY}” forever` }).click();
    const confirm = dialog(page);
    await confirm.locator('.ant-modal-confirm-title', { hasText: 'Confirm deletion' }).waitFor();
    await confirm.getByText(`Delete “${COPY}” for good?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('The recycle bin is empty').waitFor();
    await page.goto('/designer/project');
    await rowOf(page, RENAMED).waitFor();
    expect(await rowTitles(page)).not.toContain(COPY);
  });

  it('works from the keyboard, with a visible focus ring', async () => {
    await page.goto('/designer/project');
    await rowOf(page, SECOND).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          label: el.getAttribute('aria-label') ?? el.textContent,
          ring: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
        };
      });
    await page.getByLabel('Search projects', { exact: true }).click();
    await page.keyboard.press('Tab'); // the search button
    await page.keyboard.press('Tab'); // the first row's star
    expect(await focused()).toEqual({ label: `Unstar “${RENAMED}”`, ring: true });
    await page.keyboard.press('Tab'); // title link
    await page.keyboard.press('Tab'); // open link
    await page.keyboard.press('Tab'); // more
    expect(await focused()).toEqual({ label: `More actions for “${RENAMED}”`, ring: true });
    await page.keyboard.press('Enter');
    // The menu takes the focus (first item active) a few frames after it opens.
    await page.waitForFunction(() => document.activeElement?.closest('.ant-dropdown-menu'));
    await settled(page);
    await page.keyboard.press('ArrowDown');
    // Enter acts on the focused item, which the menu moves a few frames after the key.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Rename', null, {
      timeout: 5_000,
    });
    await page.keyboard.press('Enter');
    await dialog(page).getByText('Rename project').waitFor();
    await settled(page);
    // The Enter that chose the item must not also submit the dialog: it stays, its field focused.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(RENAMED);
    await shoot(page, 'projects-keyboard-en');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('finds projects by keyword after a pause in typing', async () => {
    await page.getByLabel('Search projects', { exact: true }).fill('beta');
    await poll(() => rowTitles(page)).toEqual([SECOND]);
    await page.getByLabel('Search projects', { exact: true }).fill('no such title');
    await page.getByText('No project title contains “no such title”').waitFor();
  });
});
