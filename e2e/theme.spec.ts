import { type Endpoint, fullPath, projectsApi, themeApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { allSaved } from './support/design.ts';
import { confirmPop, dialog, registerUser, type Session, settled } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

let browser: Browser;
const sessions: Session[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/** A survey made from a template (so the preview has real questions); returns its code. */
async function surveyFromTemplate(page: Page, useLabel: string): Promise<string> {
  await page.goto('/designer/survey/template');
  // Together, so a failed click does not leave the wait unobserved.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === fullPath(projectsApi.init)),
    page.getByRole('button', { name: useLabel }).click(),
  ]);
  const body = (await answer.json()) as { data: { code: string } };
  await page.waitForURL(`**/project/${body.data.code}/design`);
  return body.data.code;
}

/** Runs `action` and waits for the style call `endpoint` to answer 00000. */
async function styleCall(page: Page, endpoint: Endpoint, action: () => Promise<unknown>): Promise<unknown> {
  const answered = responseOf(
    page,
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname.replace(/\/$/, '') === fullPath(endpoint),
  );
  await action();
  const body = (await (await answered).json()) as { code: string; data: unknown };
  expect(body.code).toBe('00000');
  return body.data;
}

/** The page scrolls under its sticky header and preview: shoot it from the top. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

const screen = (page: Page) => page.locator('.theme-frame__screen');
const screenStyle = (page: Page, prop: 'backgroundColor' | 'fontFamily') =>
  screen(page).evaluate((el, p) => getComputedStyle(el)[p], prop);

async function openTheme(page: Page, code: string) {
  await page.goto(`/designer/project/${code}/theme`);
  await page.locator('.theme-gallery').waitFor();
  await page.locator('.theme-frame .cairn-question').first().waitFor();
}

/** Sets one colour through antd's picker: its hex field, then Enter. */
async function setColour(page: Page, label: RegExp, hex: string) {
  await page.getByRole('button', { name: label }).click();
  const input = page.locator('.ant-color-picker:visible .ant-color-picker-hex-input input');
  await input.fill(hex);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

describe('theme tab', () => {
  it('applies presets, edits one field, warns about contrast and keeps my themes (en)', async () => {
    const author = await registerUser(browser, 'en-US', 'thm');
    sessions.push(author);
    const { page } = author;
    const code = await surveyFromTemplate(page, 'Use this template: Customer satisfaction survey');
    await page.getByRole('link', { name: 'Theme' }).click();
    await page.waitForURL(`**/project/${code}/theme`);
    await page.locator('.theme-frame .cairn-question').first().waitFor();
    expect(await page.title()).toBe('Survey theme - Cairn');
    // The default theme: light, no warnings; its button (white on #1677ff, 4.10:1) is enough for
    // large text only, and says so (AA asks 4.5:1 of body text).
    expect(await page.locator('.theme-contrast__list .is-ok').count()).toBe(3);
    expect(await page.locator('.theme-contrast__list .is-large-only').count()).toBe(1);
    expect(await page.locator('.theme-contrast__list .is-low').count()).toBe(0);
    expect(await screenStyle(page, 'backgroundColor')).toBe('rgb(245, 247, 250)');
    await shot(page, 'theme-en-default');

    // A dark preset: the preview turns dark at once and the server keeps it.
    await styleCall(page, themeApi.update, () => page.getByRole('button', { name: /Midnight/ }).click());
    await allSaved(page);
    await poll(() => screenStyle(page, 'backgroundColor')).toBe('rgb(15, 23, 42)');
    expect(await screen(page).getAttribute('class')).toContain('cairn-theme--dark');
    expect(await page.getByRole('button', { name: /Midnight/ }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'theme-en-dark-preset');

    // A muted colour too close to the surface: the check warns and names the pair.
    await setColour(page, /^Secondary text/, '3a4558');
    await poll(() => page.locator('.theme-contrast__list .is-low').count()).toBe(1);
    expect(await page.locator('.theme-contrast .ant-alert').textContent()).toContain(
      '1 colour pair is hard to read',
    );
    expect(await page.locator('.theme-contrast__list .is-low').textContent()).toMatch(
      /Secondary text \/ content background.*hard to read \(needs 4\.5:1\)/,
    );
    await allSaved(page);
    await shot(page, 'theme-en-contrast-warning');

    // Answer style, buttons and the phone frame.
    await styleCall(page, themeApi.update, () =>
      page
        .locator('section[aria-labelledby="theme-answer-title"]')
        .getByText('List', { exact: true })
        .click(),
    );
    await styleCall(page, themeApi.update, () => page.getByText('Pill', { exact: true }).click());
    await page.getByText('Phone', { exact: true }).click();
    await page.locator('.theme-frame--phone').waitFor();
    const radius = await page
      .locator('.theme-frame .cairn-button--primary')
      .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(radius).toBe('999px');
    await allSaved(page);
    await shot(page, 'theme-en-phone');

    // Save as, right after a colour change still waiting for its pause: the saved theme has it.
    await setColour(page, /^Primary/, '7cb4ff');
    await page.getByRole('button', { name: 'Save as my theme' }).click();
    await dialog(page).getByLabel('Theme name').fill('Night brand');
    const saved = (await styleCall(page, themeApi.saveAs, () =>
      dialog(page).getByRole('button', { name: 'Save' }).click(),
    )) as {
      colors: { primary: string };
    };
    expect(saved.colors.primary).toBe('#7cb4ff');
    // Rename, delete.
    await page.locator('.theme-mine__name', { hasText: 'Night brand' }).waitFor();
    // The same dialog opens again for the rename: let the first one finish closing, then wait
    // for it to show the current name before typing over it.
    await page.locator('.ant-modal-wrap').last().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Rename Night brand' }).click();
    await expect.poll(() => dialog(page).getByLabel('Theme name').inputValue()).toBe('Night brand');
    await settled(page);
    await dialog(page).getByLabel('Theme name').fill('Night');
    await styleCall(page, themeApi.rename, () => dialog(page).getByRole('button', { name: 'Save' }).click());
    await page.locator('.theme-mine__name', { hasText: /^Night$/ }).waitFor();
    await page.locator('.ant-modal-wrap').last().waitFor({ state: 'hidden' });
    await shot(page, 'theme-en-my-themes');
    await styleCall(page, themeApi.remove, () =>
      confirmPop(page, page.getByRole('button', { name: 'Delete Night' }), 'Delete'),
    );
    await page.getByText('No saved themes yet', { exact: false }).waitFor();

    // All of it was saved: a reload shows the same theme.
    await openTheme(page, code);
    expect(await screenStyle(page, 'backgroundColor')).toBe('rgb(15, 23, 42)');
    expect(await page.locator('.theme-colour__hex').allTextContents()).toContain('#3a4558');
    expect(await page.getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
  });

  it('shows a light preset and switches to dark mode (zh)', async () => {
    const author = await registerUser(browser, 'zh-CN', 'thz');
    sessions.push(author);
    const { page } = author;
    const code = await surveyFromTemplate(page, '使用此模板：客户满意度调查');
    await openTheme(page, code);
    await styleCall(page, themeApi.update, () => page.getByRole('button', { name: /纸墨/ }).click());
    await allSaved(page);
    await poll(() => screenStyle(page, 'backgroundColor')).toBe('rgb(244, 239, 230)');
    expect(await screenStyle(page, 'fontFamily')).toContain('Georgia');
    await shot(page, 'theme-zh-light-preset');

    await page
      .locator('section[aria-labelledby="theme-mode-title"]')
      .getByText('深色', { exact: true })
      .click();
    await allSaved(page);
    await poll(() => screen(page).getAttribute('class')).toContain('cairn-theme--dark');
    expect(await screenStyle(page, 'backgroundColor')).toBe('rgb(18, 20, 23)');
    expect(await page.locator('.theme-contrast__list .is-low').count()).toBe(0);
    await shot(page, 'theme-zh-dark-mode');
  });
});
