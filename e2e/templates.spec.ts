import { fullPath, projectsApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser, shoot } from './support/browser.ts';
import {
  dialog,
  folderNav,
  registerUser,
  rowOf,
  rowTitles,
  type Session,
  settled,
} from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

let browser: Browser;
let author: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'tpl');
  page = author.page;
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

/** Renders follow the URL and drawers animate: give them more than vitest's 1 s default. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

const CSAT = 'Customer satisfaction survey';
const NPS = 'Net Promoter Score (NPS) survey';
const cards = (p: Page) => p.locator('article.template-card');
const cardNames = (p: Page) => p.locator('.template-card__name').allTextContents();
const drawer = (p: Page) => p.locator('.ant-drawer-content-wrapper:visible [role="dialog"]');

/** Lands on the design screen of the survey project/init made, and returns its code. */
async function useTemplate(p: Page, click: () => Promise<void>): Promise<string> {
  const answer = responseOf(p, (r) => new URL(r.url()).pathname === fullPath(projectsApi.init));
  await click();
  const body = (await (await answer).json()) as { code: string; data: { code: string } };
  expect(body.code).toBe('00000');
  await p.waitForURL(`**/designer/project/${body.data.code}/design`);
  return body.data.code;
}

/** One author: browses, previews and uses templates, from /survey/template and through /create. */
describe('expert templates', () => {
  it('lists the five models and filters them by category', async () => {
    await page.goto('/designer/survey/template');
    await cards(page).first().waitFor();
    expect(await page.title()).toBe('Expert templates - Cairn');
    expect(await cardNames(page)).toEqual([
      CSAT,
      NPS,
      'Employee engagement survey',
      'Event feedback survey',
      'Product concept test',
    ]);
    const filter = page.getByRole('radiogroup', { name: 'Filter templates by category' });
    await filter
      .locator('label')
      .filter({ hasText: /^Employee experience/ })
      .click();
    await page.waitForURL('**/survey/template?category=employee');
    await poll(() => cardNames(page)).toEqual(['Employee engagement survey']);
    // A radio group: the arrow keys move the choice (customer comes before employee).
    await page.getByRole('radio', { name: /^Employee experience/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**/survey/template?category=customer');
    await poll(() => cardNames(page)).toEqual([CSAT, NPS]);
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cardNames(page)).toEqual([CSAT, NPS]);
  });

  it('previews a template read-only, with its sections and every question', async () => {
    const card = cards(page).filter({ hasText: CSAT });
    const counts = (await card.locator('.template-card__counts').textContent()) ?? '';
    const [sections, questions] = [/(\d+) section/, /(\d+) question/].map((re) =>
      Number(re.exec(counts)?.[1]),
    );
    await page.getByRole('button', { name: `Preview: ${CSAT}` }).click();
    const preview = drawer(page);
    await preview.locator('.template-section').first().waitFor();
    expect(await preview.locator('.ant-drawer-title').textContent()).toBe(CSAT);
    expect(await preview.locator('.template-section__title').count()).toBe(sections);
    expect(await preview.locator('.cairn-question').count()).toBe(questions);
    // The answer controls are inert: nothing in a question body takes focus or input.
    expect(
      await preview
        .locator('.cairn-question__body')
        .evaluateAll((bodies) => bodies.every((b) => (b as HTMLElement).inert)),
    ).toBe(true);
    // Escape closes it and gives the focus back to the card's preview button.
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Preview: ${CSAT}`,
    );
  });

  it('uses a template from its preview, lands on the design screen and finds it in the list', async () => {
    await page.getByRole('button', { name: `Preview: ${CSAT}` }).click();
    const preview = drawer(page);
    await preview.locator('.template-section').first().waitFor();
    const sectionTitles = await preview.locator('.template-section__title').allTextContents();
    await useTemplate(page, () => preview.getByRole('button', { name: 'Use this template' }).click());
    await page.locator('.design-canvas').waitFor();
    expect(await page.locator('.project-header__title').textContent()).toBe(CSAT);
    for (const title of sectionTitles)
      await page.locator('.design-canvas').getByText(title).first().waitFor();

    await page.goto('/designer/project');
    await rowOf(page, CSAT).waitFor();
  });

  it('offers blank or a template after choosing "survey" on /create, by keyboard too', async () => {
    await page.goto('/designer/create');
    await page.getByRole('link', { name: /^Survey/ }).click();
    await page.waitForURL('**/designer/prepare');
    expect(await page.getByRole('link', { name: /^Blank survey/ }).getAttribute('href')).toBe(
      '/designer/create/0',
    );
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(5);
    await page.getByRole('button', { name: `Use this template: ${NPS}` }).focus();
    await useTemplate(page, () => page.keyboard.press('Enter'));
    await page.goto('/designer/project');
    await rowOf(page, NPS).waitFor();
    await rowOf(page, CSAT).waitFor();
  });

  it('files the survey in the folder the user started creating from', async () => {
    await page.goto('/designer/project');
    await folderNav(page).getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Folder name').fill('Events');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await folderNav(page)
      .getByRole('button', { name: /^Events/ })
      .click();
    await page.waitForURL(/\?folder=\d+$/);
    const folder = new URL(page.url()).searchParams.get('folder');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('link', { name: /^Survey/ }).click();
    await page.waitForURL(`**/designer/prepare?folder=${folder}`);
    const init = page.waitForRequest((r) => new URL(r.url()).pathname === fullPath(projectsApi.init));
    await useTemplate(page, () =>
      page.getByRole('button', { name: 'Use this template: Event feedback survey' }).click(),
    );
    expect((await init).postDataJSON()).toEqual({ templateId: 'event-feedback', folderId: Number(folder) });
    await page.goto(`/designer/project?folder=${folder}`);
    await poll(() => rowTitles(page)).toEqual(['Event feedback survey']);
  });

  it('opens a template as a page of its own and creates a survey from there', async () => {
    await page.goto('/designer/survey/template');
    await page.getByRole('button', { name: `Preview: ${NPS}` }).click();
    await drawer(page).getByRole('link', { name: 'Open as a page' }).click();
    await page.waitForURL('**/designer/survey/template/create/**');
    await page.getByRole('heading', { name: NPS }).waitFor();
    await page.locator('.template-section').first().waitFor();
    await settled(page);
    await shoot(page, 'templates-create-page-en');
    await useTemplate(page, () =>
      page.getByRole('button', { name: 'Create a survey from this template' }).first().click(),
    );
    expect(await page.locator('.project-header__title').textContent()).toBe(NPS);

    await page.goto('/designer/survey/template/create/no-such-template');
    await page.getByText('This template does not exist or was withdrawn').waitFor();
  });

  it('is screenshot in Chinese and English at desktop and phone widths', async () => {
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const [width, height, suffix] of [
        [1280, 800, ''],
        [390, 844, '-phone'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/designer/survey/template');
        await cards(page).first().waitFor();
        await settled(page);
        await shoot(page, `templates-${lang}${suffix}`);
        await page.locator('.template-card__actions button').nth(4).click(); // employee engagement
        await drawer(page).locator('.template-section').first().waitFor();
        await settled(page);
        // The drawer is fixed to the window: a full-page shot would draw it halfway down the page.
        await capture(page, `templates-preview-${lang}${suffix}`);
        // …and its end: the last section and the footer's "use" button.
        await drawer(page)
          .locator('.ant-drawer-body')
          .evaluate((body) => body.scrollTo(0, body.scrollHeight));
        await capture(page, `templates-preview-end-${lang}${suffix}`);
        await page.keyboard.press('Escape');
        await page.goto('/designer/prepare');
        await cards(page).first().waitFor();
        await settled(page);
        await shoot(page, `templates-prepare-${lang}${suffix}`);
      }
    }
  });
});
