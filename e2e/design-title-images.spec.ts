import { nodesApi, publishingApi } from '@cairn/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { afterCall, allSaved, openDesign, questionRows } from './support/design.ts';
import { solidPng } from './support/libraries.ts';
import { createProject, dialog, registerUser, type Session, settled } from './support/projects.ts';

/**
 * An image inside a question title: inserted from the title editor's image button through the
 * image-library picker (uploaded there first), kept across a reload, and shown to respondents on
 * /r/{code} through a signed link — in Chinese (mouse) and English (keyboard).
 */
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const titleImage = (p: Page): Locator => questionRows(p).last().locator('.cairn-question__text img');
/** Whether an <img> finished loading real pixels (a signed link that works). */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 1,
  );

async function shot(p: Page, name: string, target?: Locator): Promise<void> {
  await settled(p);
  await capture(target ?? p, name);
}

interface Labels {
  locale: 'zh-CN' | 'en-US';
  edit: RegExp;
  image: string;
  use: string;
}
const ZH: Labels = { locale: 'zh-CN', edit: /^编辑标题/, image: '插入图片', use: '使用这张图片' };
const EN: Labels = { locale: 'en-US', edit: /^Edit title/, image: 'Insert image', use: 'Use this image' };

/** A project with one single-choice question, its title editor open with the caret at the end. */
async function editorOn(
  labels: Labels,
  name: string,
): Promise<{ page: Page; code: string; editor: Locator }> {
  const session = await registerUser(browser, labels.locale, name);
  sessions.push(session);
  const { page } = session;
  await page.setViewportSize({ width: 1440, height: 900 });
  const code = await createProject(page, labels.locale === 'zh-CN' ? '标题图片' : 'Title image');
  await page.locator('.design-canvas').waitFor();
  await afterCall(page, nodesApi.add, () =>
    page.locator('.design-palette__item[data-type="single-choice"]').click(),
  );
  await allSaved(page);
  const card = questionRows(page).last();
  await card.locator('.cairn-question__text').click();
  const editor = card.locator('.title-editor');
  await editor.getByRole('textbox', { name: labels.edit }).waitFor();
  await page.keyboard.press('End');
  return { page, code, editor };
}

/** In the open picker: uploads a PNG (it becomes the selection) and uses it; the title saves. */
async function uploadAndUse(page: Page, labels: Labels, file: string, rgb: [number, number, number]) {
  const picker = dialog(page);
  await picker.locator('.lib-picker').waitFor();
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: file, mimeType: 'image/png', buffer: solidPng(360, 120, rgb) });
  await picker.getByRole('button', { name: file }).waitFor();
  await poll(() => picker.getByRole('button', { name: labels.use }).isEnabled()).toBe(true);
  await afterCall(page, nodesApi.update, () => picker.getByRole('button', { name: labels.use }).click());
  await allSaved(page);
}

async function publishAndOpen(page: Page, code: string, name: string): Promise<void> {
  const answer = await callEndpoint(page, publishingApi.launch, { projectCode: code });
  expect(answer.errors).toEqual([]);
  await page.goto(`/r/${code}`);
  const image = page.locator('.cairn-question__text img');
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f]{32}\?exp=\d+&sig=[0-9a-f]{64}$/);
  await poll(() => loaded(image)).toBe(true);
  await shot(page, `${name}-respondent`);
  await page.setViewportSize({ width: 390, height: 844 });
  await poll(() => loaded(image)).toBe(true);
  // Never wider than the phone's title line.
  const box = await image.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await shot(page, `${name}-respondent-390`);
}

describe('images inside question titles', () => {
  it('inserts an image from the picker with the mouse, keeps it over a reload, shows it to respondents', async () => {
    const { page, code, editor } = await editorOn(ZH, 'timg');
    await editor.getByRole('button', { name: ZH.image }).click();
    await uploadAndUse(page, ZH, 'banner.png', [30, 120, 200]);
    const inEditor = editor.locator('.title-editor__area img');
    await poll(() => loaded(inEditor)).toBe(true);
    // The editor keeps typing after the image: the caret was left behind it.
    await page.keyboard.type('后文');
    await shot(page, 'design-title-image-editor-zh', questionRows(page).last());
    await page.keyboard.press('Enter');
    await allSaved(page);
    await poll(() => loaded(titleImage(page))).toBe(true);
    await poll(() => questionRows(page).last().locator('.cairn-question__text').textContent()).toContain(
      '后文',
    );

    await page.reload();
    await openDesign(page, code);
    await poll(() => loaded(titleImage(page))).toBe(true);
    await shot(page, 'design-title-image-canvas-zh');
    await publishAndOpen(page, code, 'title-image-zh');
  });

  it('reaches the image button from the keyboard, in English', async () => {
    const { page, code, editor } = await editorOn(EN, 'timgen');
    // From the text: Shift+Tab to "Done", again to the image button, Enter opens the picker.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe(EN.image);
    await page.keyboard.press('Enter');
    await uploadAndUse(page, EN, 'logo.png', [200, 90, 40]);
    await poll(() => loaded(editor.locator('.title-editor__area img'))).toBe(true);
    // Back in the text, after the image.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
    await page.keyboard.type(' after');
    await shot(page, 'design-title-image-editor-en', questionRows(page).last());
    await page.keyboard.press('Escape');
    await allSaved(page);
    await poll(() => loaded(titleImage(page))).toBe(true);
    await poll(() => questionRows(page).last().locator('.cairn-question__text').textContent()).toContain(
      'after',
    );
    await page.reload();
    await openDesign(page, code);
    await poll(() => loaded(titleImage(page))).toBe(true);
    await shot(page, 'design-title-image-canvas-en');
    await publishAndOpen(page, code, 'title-image-en');
  });
});
