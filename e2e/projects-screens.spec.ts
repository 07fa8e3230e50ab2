import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import {
  createProject,
  dialog,
  folderNav,
  registerUser,
  rowAction,
  rowOf,
  type Session,
  settled,
} from './support/projects.ts';

let browser: Browser;
/** Someone to share with, so the share dialog shows a current share. */
let colleague: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  colleague = await registerUser(browser, 'en-US', 'peer');
});
afterAll(async () => {
  await colleague?.context.close();
  await browser?.close();
});

const TEXT = {
  en: { share: 'Share', folders: 'Choose a category or folder' },
  zh: { share: '共享', folders: '选择分类或文件夹' },
} as const;

/** The three screens in both languages, desktop and phone, under screenshots/ for a person to look at. */
describe('project screens', () => {
  it('are screenshot in Chinese and English at desktop and phone widths', async () => {
    const { context, page: p } = await registerUser(browser, 'en-US', 'shot');
    await createProject(p, 'Old pilot');
    await createProject(p, '新品概念用户访谈', 1);
    await createProject(p, 'Employee engagement pulse survey, third quarter follow-up with every department');
    await createProject(p, '2025 客户满意度调查');
    await p.goto('/designer/project');
    await rowOf(p, 'Old pilot').waitFor();
    await rowAction(p, 'Old pilot', 'Delete');
    await rowOf(p, 'Old pilot').waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Star “新品概念用户访谈”' }).click();
    await folderNav(p).getByRole('button', { name: 'New folder' }).click();
    await dialog(p).getByLabel('Folder name').fill('Research 研究');
    await dialog(p).getByRole('button', { name: 'Save' }).click();
    await folderNav(p)
      .getByRole('button', { name: /^Research 研究/ })
      .waitFor();
    await rowAction(p, '2025 客户满意度调查', 'Share');
    await dialog(p).getByLabel('User name or e-mail').fill(colleague.name);
    await dialog(p).getByRole('checkbox', { name: 'Edit', exact: true }).check();
    await dialog(p).getByRole('button', { name: 'Add' }).click();
    await dialog(p).locator('.share-row').waitFor();
    await dialog(p).getByRole('button', { name: 'Done' }).click();

    for (const lang of ['zh', 'en'] as const) {
      await p.evaluate((l) => localStorage.setItem('lang', l), lang);
      await p.setViewportSize({ width: 1280, height: 800 });
      await p.goto('/designer/project');
      await rowOf(p, '2025 客户满意度调查').waitFor();
      await p.locator('.ant-message').waitFor({ state: 'detached' });
      await shoot(p, `projects-${lang}`);
      await rowOf(p, '2025 客户满意度调查').locator('.project-actions button').click();
      await p.getByRole('menuitem', { name: TEXT[lang].share }).click();
      await dialog(p).locator('.share-row').waitFor();
      await settled(p);
      await shoot(p, `projects-share-${lang}`);
      await p.keyboard.press('Escape');
      await p.goto('/designer/project/recycle');
      await rowOf(p, 'Old pilot').waitFor();
      await shoot(p, `projects-recycle-${lang}`);
      await p.goto('/designer/create');
      await p.locator('.create-type').first().waitFor();
      await shoot(p, `projects-create-${lang}`);
      await p.goto('/designer/create/0');
      await p.locator('input#title').waitFor();
      await shoot(p, `projects-create-form-${lang}`);

      await p.setViewportSize({ width: 390, height: 844 });
      await p.goto('/designer/project');
      await rowOf(p, '2025 客户满意度调查').waitFor();
      await shoot(p, `projects-${lang}-phone`);
      await p.getByRole('button', { name: TEXT[lang].folders }).click();
      await p.locator('.ant-drawer .folder-nav').waitFor();
      await settled(p);
      await shoot(p, `projects-folders-${lang}-phone`);
      await p.goto('/designer/project/recycle');
      await rowOf(p, 'Old pilot').waitFor();
      await shoot(p, `projects-recycle-${lang}-phone`);
      await p.goto('/designer/create');
      await p.locator('.create-type').first().waitFor();
      await shoot(p, `projects-create-${lang}-phone`);
    }
    await context.close();
  });
});
