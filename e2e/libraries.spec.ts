import { questionLibraryApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { folderButton, imageCard, solidPng, surveyWithQuestion } from './support/libraries.ts';
import { pageAsPrepared } from './support/prepared-accounts.ts';
import { dialog, registerUser, settled } from './support/projects.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Picks files in the upload button's hidden input, as the file chooser would. */
async function pickFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.locator('.lib-toolbar input[type="file"]').setInputFiles(files);
}

async function confirmDialog(page: Page, button: string) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: button }).click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

/** The library screen at both widths, after its list settled and the toasts went. */
async function shootBoth(page: Page, name: string, ready: () => Promise<unknown>) {
  await page.locator('.ant-message-notice').last().waitFor({ state: 'detached', timeout: 10_000 });
  await page.setViewportSize(DESKTOP);
  await ready();
  await settled(page);
  await shoot(page, name);
  await page.setViewportSize(PHONE);
  await ready();
  await settled(page);
  await shoot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('libraries', () => {
  it('question library: folders, system questions, a saved survey question moved and removed (zh)', async () => {
    const { context, page } = await registerUser(browser, 'zh-CN', 'lib');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的资源' }).click();
    await page.waitForURL('**/designer/library/image');
    const tabs = page.getByRole('navigation', { name: '资源库' });
    // Not in an organisation: no company tabs, and images are called images.
    // The tabs render once the user's rights have loaded; wait for them rather than read at once.
    await expect.poll(() => tabs.getByRole('link').allTextContents()).toEqual(['图片库', '我的题库']);
    await tabs.getByRole('link', { name: '我的题库' }).click();
    await page.waitForURL('**/designer/library/question');
    await page.getByText('这里还没有题目').waitFor();

    await page.getByRole('button', { name: '新建文件夹' }).click();
    await dialog(page).getByLabel('文件夹名称').fill('满意度');
    await dialog(page).getByLabel('文件夹名称').press('Enter');
    await page.getByText('已创建文件夹“满意度”').waitFor();
    await folderButton(page, '满意度').waitFor();
    await folderButton(page, '默认文件夹').waitFor();

    // The system folder: 21 ready-made questions by category, previewed with survey-ui.
    await folderButton(page, '系统题库').click();
    await page.getByRole('heading', { name: '系统题库', level: 2 }).waitFor();
    await page.locator('.lib-categories').getByText('净推荐值（NPS）').click();
    const rows = page.locator('.lib-qrow');
    await rows.first().waitFor();
    await rows.first().locator('.lib-qrow__main').click();
    await page.locator('.lib-side-preview .cairn-question').waitFor();
    await shootBoth(page, 'library-question-zh', () => page.locator('.lib-qrow').first().waitFor());

    // A question of a survey saved into the new folder (the canvas that offers it is another screen).
    const survey = await surveyWithQuestion(page, '顾客满意度调查');
    const folders = await callEndpoint(page, questionLibraryApi.folders, { dataType: 0 });
    const target = folders.find((f) => f.name === '满意度')!;
    await callEndpoint(page, questionLibraryApi.save, {
      surveyCode: survey.code,
      nodeId: survey.nodeId,
      dataType: 0,
      folderId: target.id,
    });
    await page.reload();
    await folderButton(page, '满意度').click();
    await expect
      .poll(() => folderButton(page, '满意度').locator('.folder-nav__count').textContent())
      .toBe('1');
    const saved = page.locator('.lib-qrow').first();
    await saved.locator('.lib-qrow__main').click();
    await page.locator('.lib-side-preview .cairn-question').waitFor();

    // Move it to the default folder, then remove it.
    await saved.getByRole('button', { name: /更多操作/ }).click();
    await page.getByRole('menuitem', { name: '移动到文件夹' }).click();
    await dialog(page).getByLabel('目标文件夹').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '默认文件夹' }).click();
    await dialog(page).getByRole('button', { name: '移动到文件夹' }).click();
    await page.getByText('已移动到“默认文件夹”').waitFor();
    await page.getByText('这里还没有题目').waitFor();
    await folderButton(page, '默认文件夹').click();
    await page
      .locator('.lib-qrow')
      .first()
      .getByRole('button', { name: /更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await confirmDialog(page, '删除');
    await page.getByText('这里还没有题目').waitFor();

    // Search with no match says what was searched.
    await folderButton(page, '全部').click();
    await page.locator('.lib-search input').fill('不存在的题目');
    await page.getByText('没有标题包含“不存在的题目”的题目').waitFor();
    await context.close();
  });

  it('image library: upload with errors shown, rename, move, remove (zh)', async () => {
    const { context, page } = await registerUser(browser, 'zh-CN', 'img');
    await page.goto('/designer/library/image');
    await page.getByText('这里还没有图片').waitFor();
    await page.getByText(/支持 PNG、JPG、GIF、WEBP、SVG 格式，单张不超过 10 MB/).waitFor();

    await pickFiles(page, [
      { name: 'teal.png', mimeType: 'image/png', buffer: solidPng(48, 32, [15, 118, 110]) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await page.getByText('已上传 1 张图片').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: '以下文件没有上传' });
    await alert.getByText(/notes\.txt：格式不支持/).waitFor();
    await imageCard(page, 'teal.png').getByText('48 × 32').waitFor();
    // A .png that is not a PNG passes the browser's check; the server refuses it (A0106).
    await pickFiles(page, [
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') },
    ]);
    await alert.getByText(/fake\.png：文件格式错误/).waitFor();
    await alert.getByRole('button', { name: '关闭' }).click();

    await imageCard(page, 'teal.png')
      .getByRole('button', { name: /更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '重命名' }).click();
    await dialog(page).getByLabel('名称').fill('品牌色.png');
    await dialog(page).getByLabel('名称').press('Enter');
    await imageCard(page, '品牌色.png').waitFor();

    await page.getByRole('button', { name: '新建文件夹' }).click();
    await dialog(page).getByLabel('文件夹名称').fill('封面');
    await dialog(page).getByLabel('文件夹名称').press('Enter');
    await page.getByText('已创建文件夹“封面”').waitFor();
    await page.getByText('这里还没有图片').waitFor(); // the new folder is open
    await folderButton(page, '全部').click();
    await imageCard(page, '品牌色.png')
      .getByRole('button', { name: /更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '移动到文件夹' }).click();
    await dialog(page).getByLabel('目标文件夹').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '封面' }).click();
    await dialog(page).getByRole('button', { name: '移动到文件夹' }).click();
    await page.getByText('已移动到“封面”').waitFor();
    await folderButton(page, '封面').click();
    await imageCard(page, '品牌色.png').waitFor();
    expect(await folderButton(page, '封面').locator('.folder-nav__count').textContent()).toBe('1');
    await folderButton(page, '全部').click();
    await page.getByText('共 1 张图片').waitFor();
    await shootBoth(page, 'library-image-zh', () => imageCard(page, '品牌色.png').waitFor());

    await imageCard(page, '品牌色.png')
      .getByRole('button', { name: /更多操作/ })
      .click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await confirmDialog(page, '删除');
    await page.getByText('这里还没有图片').waitFor();
    await context.close();
  });

  it('both libraries in English, desktop and phone', async () => {
    const { context, page } = await registerUser(browser, 'en-US', 'libe');
    await page.goto('/designer/library/image');
    await pickFiles(page, [
      { name: 'sunrise.png', mimeType: 'image/png', buffer: solidPng(64, 40, [245, 158, 11]) },
      { name: 'ocean.png', mimeType: 'image/png', buffer: solidPng(40, 64, [37, 99, 235]) },
    ]);
    await page.getByText('2 images uploaded').waitFor();
    await shootBoth(page, 'library-image-en', () => imageCard(page, 'ocean.png').waitFor());
    await page.goto('/designer/library/question?folder=-3');
    await page.locator('.lib-qrow').first().waitFor();
    expect(await page.title()).toBe('My questions - Cairn');
    await page.locator('.lib-qrow__main').nth(1).click();
    await shootBoth(page, 'library-question-en', () => page.locator('.lib-qrow').first().waitFor());
    // Phones reach the folders through a drawer.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Choose a folder' }).click();
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /Default folder/ })
      .waitFor();
    await settled(page);
    await shoot(page, 'library-folders-en-phone');
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /Unclassified/ })
      .click();
    await page.getByRole('heading', { name: 'Unclassified', level: 2 }).waitFor();
    await page.setViewportSize(DESKTOP);
    await page.goto('/designer/library/question');
    await page.getByText('No questions here yet').waitFor();
    await shootBoth(page, 'library-question-empty-en', () =>
      page.getByText('No questions here yet').waitFor(),
    );
    await context.close();
  });

  it('company libraries for an organisation admin: media tabs, shared folders (zh and en)', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const tag = locale.slice(0, 2);
      const page = await pageAsPrepared(browser, 'orgAdmin', locale, DESKTOP);
      const context = page.context();
      await page.goto('/designer/library/image/company');
      const tabs = page.getByRole('navigation', { name: tag === 'zh' ? '资源库' : 'Libraries' });
      await tabs.getByRole('link').nth(3).waitFor();
      const labels = await tabs.getByRole('link').allTextContents();
      expect(labels).toEqual(
        tag === 'zh'
          ? ['媒体库', '企业媒体库', '我的题库', '企业题库']
          : ['Media', 'Company media', 'My questions', 'Company questions'],
      );
      if (tag === 'zh') {
        await pickFiles(page, [
          { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(60, 60, [190, 24, 93]) },
        ]);
        await page.getByText('已上传 1 张图片').waitFor();
      }
      await shootBoth(page, `library-image-company-${tag}`, () => imageCard(page, 'logo.png').waitFor());
      await tabs.getByRole('link', { name: tag === 'zh' ? '企业题库' : 'Company questions' }).click();
      await page.waitForURL('**/designer/library/question/company');
      const empty = tag === 'zh' ? '这里还没有题目' : 'No questions here yet';
      await shootBoth(page, `library-question-company-${tag}`, () => page.getByText(empty).waitFor());
      await context.close();
    }
  });
});
