import {
  type Endpoint,
  fullPath,
  imageLibraryApi,
  nodesApi,
  optionsApi,
  settingsApi,
  surveyImageApi,
} from '@cairn/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { afterCall, allSaved, openDesignMore, questionRows } from './support/design.ts';
import { solidPng } from './support/libraries.ts';
import { createProject, dialog, registerUser, type Session, settled } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

/**
 * Images in the designer: an option image and a hot-spot background chosen from the image
 * library (uploaded into it from the picker), shown on the canvas through signed links, and
 * hot-spot regions drawn on the image — in Chinese and English, at desktop and phone width.
 */
let browser: Browser;
let zh: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  zh = await registerUser(browser, 'zh-CN', 'img');
  page = zh.page;
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await zh?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const panel = (p: Page): Locator => p.locator('.qe-panel');
const png = (name: string, rgb: [number, number, number], width = 320, height = 200) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(width, height, rgb),
});

async function addAndSelect(p: Page, type: string): Promise<void> {
  await afterCall(p, nodesApi.add, () => p.locator(`.design-palette__item[data-type="${type}"]`).click());
  await allSaved(p);
  await questionRows(p).last().locator('.design-card__select').click();
  await panel(p).waitFor();
}

/** In the open picker: uploads a file (it becomes the selection) and uses it. */
async function uploadAndUse(
  p: Page,
  file: ReturnType<typeof png>,
  use: string,
  endpoint: Endpoint,
): Promise<void> {
  const picker = dialog(p);
  await picker.locator('.lib-picker').waitFor();
  await picker.locator('input[type="file"]').setInputFiles(file);
  await picker.getByRole('button', { name: file.name }).waitFor();
  await poll(() => picker.getByRole('button', { name: use }).isEnabled()).toBe(true);
  await afterCall(p, endpoint, () => picker.getByRole('button', { name: use }).click());
}

/** Whether an <img> finished loading real pixels (a signed link that works). */
const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 1,
  );

/** Drags on the region stage between two points given as fractions of its box. */
async function dragOn(p: Page, stage: Locator, from: [number, number], to: [number, number]): Promise<void> {
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  await p.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await p.mouse.down();
  await p.mouse.move(
    box.x + box.width * ((from[0] + to[0]) / 2),
    box.y + box.height * ((from[1] + to[1]) / 2),
  );
  await p.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1]);
  await p.mouse.up();
}

async function clickOn(p: Page, stage: Locator, at: [number, number]): Promise<void> {
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  await p.mouse.click(box.x + box.width * at[0], box.y + box.height * at[1]);
}

async function shot(p: Page, name: string, target?: Locator): Promise<void> {
  await settled(p);
  await capture(target ?? p, name);
}

describe('images in the designer', () => {
  it('picks an option image by uploading it from the picker; the canvas shows it', async () => {
    await createProject(page, '图片题');
    await page.locator('.design-canvas').waitFor();
    await addAndSelect(page, 'image-choice');
    // An image choice starts without options: add two at once.
    await panel(page).getByRole('button', { name: '批量添加' }).click();
    await dialog(page).getByRole('textbox').fill('红色\n蓝色');
    await afterCall(page, optionsApi.save, () => dialog(page).getByRole('button', { name: '确定' }).click());
    await allSaved(page);
    const firstTitle = '红色';
    const secondTitle = '蓝色';
    await panel(page)
      .getByRole('button', { name: `选择图片：${firstTitle}` })
      .click();
    await dialog(page).getByText('选择图片').first().waitFor();
    await uploadAndUse(page, png('red.png', [220, 60, 60]), '使用这张图片', optionsApi.update);
    await allSaved(page);

    const thumb = panel(page).locator('.qe-option-row').first().locator('img.qe-image__thumb');
    await poll(() => loaded(thumb)).toBe(true);
    const onCanvas = questionRows(page).last().locator('img.cairn-choice__image').first();
    await poll(() => onCanvas.getAttribute('src')).toContain('/api/files/');
    await poll(() => loaded(onCanvas)).toBe(true);

    // The second option takes the same image from the library without uploading again.
    await panel(page)
      .getByRole('button', { name: `选择图片：${secondTitle}` })
      .click();
    await dialog(page).getByRole('button', { name: 'red.png' }).click();
    await afterCall(page, optionsApi.update, () =>
      dialog(page).getByRole('button', { name: '使用这张图片' }).click(),
    );
    await poll(() => questionRows(page).last().locator('img.cairn-choice__image').count()).toBe(2);

    await afterCall(page, optionsApi.update, () =>
      panel(page)
        .getByRole('button', { name: `移除图片：${secondTitle}` })
        .click(),
    );
    await poll(() => questionRows(page).last().locator('img.cairn-choice__image').count()).toBe(1);
    await allSaved(page);
    await shot(page, 'design-images-option-zh');
  });

  it('shows option codes on the canvas and edits the title where it stands', async () => {
    // Option-code display is a survey setting, switched in the design toolbar's extra menu.
    await openDesignMore(page);
    const codesSaved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(settingsApi.save));
    await page.getByRole('menuitem', { name: '显示选项编号' }).click();
    await codesSaved;
    const card = questionRows(page).last();
    await poll(() => card.locator('.cairn-option-code').allInnerTexts()).toEqual(['1', '2']);
    await card.locator('.cairn-question__text').click();
    const editor = card.locator('.cairn-question__title .title-editor');
    await editor.getByRole('textbox', { name: /^编辑标题/ }).waitFor();
    // The answer controls stay out of the tab order: the canvas is for arranging.
    expect(await card.locator('.cairn-question__body').getAttribute('inert')).not.toBeNull();
    await shot(page, 'design-title-slot-codes-zh', card);
    await page.keyboard.press('Escape');
    await card.locator('.cairn-question__text').waitFor();
    // Option-code display is a survey setting, switched in the design toolbar's extra menu.
    await openDesignMore(page);
    const saved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(settingsApi.save));
    await page.getByRole('menuitem', { name: '显示选项编号' }).click();
    await saved;
    await poll(() => card.locator('.cairn-option-code').count()).toBe(0);
  });

  it('chooses a hot-spot image and draws a rectangle and a polygon on it', async () => {
    await addAndSelect(page, 'canvas-image');
    await panel(page).getByText('先选择背景图片，再在图片上画出区域').waitFor();
    await panel(page).getByRole('button', { name: '选择图片：图片' }).click();
    await uploadAndUse(page, png('plan.png', [90, 140, 220], 400, 250), '使用这张图片', nodesApi.update);
    await allSaved(page);

    const stage = panel(page).getByRole('application', { name: /区域画布/ });
    await stage.waitFor();
    await poll(() => loaded(panel(page).locator('img.region-stage__image'))).toBe(true);
    await afterCall(page, nodesApi.update, () => dragOn(page, stage, [0.1, 0.1], [0.45, 0.5]));

    await panel(page).getByText('多边形', { exact: true }).click();
    await clickOn(page, stage, [0.6, 0.2]);
    await clickOn(page, stage, [0.9, 0.3]);
    await clickOn(page, stage, [0.7, 0.8]);
    await panel(page).getByRole('button', { name: '完成多边形' }).waitFor();
    await afterCall(page, nodesApi.update, () =>
      panel(page).getByRole('button', { name: '完成多边形' }).click(),
    );

    const name = panel(page).getByRole('textbox', { name: '区域 1 的名称' });
    await name.fill('入口');
    await afterCall(page, nodesApi.update, () => name.press('Enter'));
    await allSaved(page);

    const canvas = questionRows(page).last();
    await poll(() => canvas.locator('.cairn-hotspot__region').count()).toBe(2);
    await canvas.getByText('入口').waitFor();
    await canvas.getByText('区域 2').waitFor();
    await poll(() => loaded(canvas.locator('img.cairn-hotspot__image'))).toBe(true);
    await shot(page, 'design-images-regions-zh');
    await shot(page, 'design-images-regions-zh-panel', panel(page));
  });

  it('moves a region with the keyboard and deletes one from the list; all of it survives a reload', async () => {
    await panel(page).getByRole('button', { name: '选择区域 入口' }).click();
    const stage = panel(page).getByRole('application', { name: /区域画布/ });
    await stage.focus();
    await afterCall(page, nodesApi.update, () => page.keyboard.press('Shift+ArrowRight'));
    await afterCall(page, nodesApi.update, () =>
      panel(page).getByRole('button', { name: '删除区域 区域 2' }).click(),
    );
    await allSaved(page);
    await page.reload();
    await questionRows(page).last().locator('.design-card__select').click();
    await panel(page).waitFor();
    await poll(() => panel(page).getByRole('textbox', { name: '区域 1 的名称' }).inputValue()).toBe('入口');
    expect(await panel(page).locator('.region-editor__row').count()).toBe(1);
    await poll(() => questionRows(page).last().locator('.cairn-hotspot__region').count()).toBe(1);
  });

  it('shows the same canvas at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await questionRows(page).first().scrollIntoViewIfNeeded();
    await poll(() => loaded(questionRows(page).first().locator('img.cairn-choice__image').first())).toBe(
      true,
    );
    await shot(page, 'design-images-zh-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('images in the designer, in English', () => {
  it('picks a heatmap image and draws an ellipse region, at desktop and phone width', async () => {
    const en = await registerUser(browser, 'en-US', 'imgen');
    const p = en.page;
    await p.setViewportSize({ width: 1440, height: 900 });
    await createProject(p, 'Store layout');
    await p.locator('.design-canvas').waitFor();

    await addAndSelect(p, 'heatmap');
    await panel(p).getByRole('button', { name: 'Choose image: Image' }).click();
    await uploadAndUse(p, png('shelf.png', [60, 170, 110], 360, 240), 'Use this image', nodesApi.update);
    await poll(() => loaded(questionRows(p).last().locator('img').first())).toBe(true);

    await addAndSelect(p, 'canvas-image');
    await panel(p).getByRole('button', { name: 'Choose image: Image' }).click();
    await dialog(p).getByRole('button', { name: 'shelf.png' }).click();
    await afterCall(p, nodesApi.update, () =>
      dialog(p).getByRole('button', { name: 'Use this image' }).click(),
    );
    const stage = panel(p).getByRole('application', { name: /Region canvas/ });
    await stage.waitFor();
    await panel(p).getByText('Ellipse', { exact: true }).click();
    await afterCall(p, nodesApi.update, () => dragOn(p, stage, [0.2, 0.2], [0.7, 0.7]));
    await allSaved(p);
    await poll(() => questionRows(p).last().locator('.cairn-hotspot__region ellipse').count()).toBe(1);
    await shot(p, 'design-images-regions-en');
    await shot(p, 'design-images-regions-en-panel', panel(p));

    await p.setViewportSize({ width: 390, height: 844 });
    await settled(p);
    await questionRows(p).last().scrollIntoViewIfNeeded();
    await shot(p, 'design-images-en-390');
    // At phone width the settings open in a drawer: the region editor fits it.
    await questionRows(p).last().locator('.design-card__select').click();
    await questionRows(p).last().getByRole('button', { name: 'Settings', exact: true }).click();
    await p.locator('.ant-drawer .region-stage').waitFor();
    await shot(p, 'design-images-en-390-drawer');
    await en.context.close();
  });
});

describe('a survey’s own images', () => {
  it('uploads a heatmap image for this survey only: shown on the canvas, kept with the survey, not in the library', async () => {
    const en = await registerUser(browser, 'en-US', 'imgown');
    const p = en.page;
    await p.setViewportSize({ width: 1440, height: 900 });
    const surveyCode = await createProject(p, 'Own images');
    await p.locator('.design-canvas').waitFor();

    await addAndSelect(p, 'heatmap');
    await panel(p).getByRole('button', { name: 'Choose image: Image' }).click();
    await dialog(p).getByText('This survey', { exact: true }).click();
    await dialog(p).getByText('No images uploaded for this survey yet.').waitFor();
    await uploadAndUse(p, png('own.png', [200, 120, 40], 360, 240), 'Use this image', nodesApi.update);
    await poll(() => loaded(questionRows(p).last().locator('img').first())).toBe(true);
    await allSaved(p);

    const own = await callEndpoint(p, surveyImageApi.list, { surveyCode });
    expect(own.records.map((i) => [i.originalName, i.source, i.used])).toEqual([['own.png', 'survey', true]]);
    expect((await callEndpoint(p, imageLibraryApi.list, {})).total).toBe(0);
    // The picker lists it on the survey's tab, in use.
    await panel(p).getByRole('button', { name: 'Choose image: Image' }).click();
    await dialog(p).getByText('This survey', { exact: true }).click();
    await dialog(p).getByRole('button', { name: 'own.png' }).waitFor();
    await dialog(p)
      .getByText(/In use/)
      .waitFor();
    await shot(p, 'design-images-own-en', dialog(p));
    await en.context.close();
  });
});
