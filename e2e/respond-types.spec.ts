import { join } from 'node:path';
import { fullPath, respondApi } from '@cairn/contract';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { answerEveryType, HERE } from './support/answer-every-type.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { type EveryTypeSurvey, type Lang, publishEveryTypeSurvey } from './support/every-type-survey.ts';
import { registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

/**
 * A respondent answers a survey holding one question of every type, by operating each control in
 * the browser, on a desktop (zh) and a 390 px phone (en); the stored responses are then read from
 * the database. axe-core scans the page of every type unanswered with every required message
 * shown, and answered, in both languages and widths. The journey
 * runs its own server so it can stop it and open the embedded database afterwards.
 */
let browser: Browser;
let server: RunningServer;
let author: Session;
let authorEn: Session;
const surveys = {} as Record<Lang, EveryTypeSurvey>;
const contexts: BrowserContext[] = [];
/** Response id → the answers it must have stored. */
const submitted = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'types', server.baseUrl);
  authorEn = await registerUser(browser, 'en-US', 'typesen', server.baseUrl);
  surveys.zh = await publishEveryTypeSurvey(author.page, 'zh');
  surveys.en = await publishEveryTypeSurvey(authorEn.page, 'en');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await authorEn?.context.close();
  await browser?.close();
  await server?.stop();
});

async function respondent(width: number, lang: Lang): Promise<Page> {
  const { context, page } = await newPage(browser, lang === 'zh' ? 'zh-CN' : 'en-US', server.baseUrl);
  contexts.push(context);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/r/${surveys[lang].code}`);
  await page.locator('.respond-question').first().waitFor();
  // The city lists load on demand: the page is complete once they are there.
  await page.locator('.cairn-cascade select').first().waitFor();
  return page;
}

/**
 * Each question showing a message is described by it, and so is each of its answer controls,
 * at least one of which says it is invalid: a screen reader reads the message with the control.
 */
async function expectIssuesDescribeControls(page: Page) {
  const unlinked = await page.locator('.cairn-question.is-invalid').evaluateAll((sections) =>
    sections.flatMap((section) => {
      const issues = section.querySelector('.cairn-issues');
      const controls = Array.from(
        section.querySelectorAll('.cairn-question__body :is(select, textarea, input:not([type="hidden"]))'),
        // The highlighter's pens choose a tool, they answer nothing.
      ).filter((control) => !control.closest('.cairn-highlight__pens'));
      const describes = (el: Element | null) =>
        !!issues?.id && (el?.getAttribute('aria-describedby') ?? '').split(' ').includes(issues.id);
      const bad = controls.filter((c) => !describes(c));
      const invalid = controls.some((c) => c.getAttribute('aria-invalid') === 'true');
      const title = section.querySelector('.cairn-question__title')?.textContent ?? '?';
      return [
        ...(issues?.getAttribute('aria-live') ? [] : [`${title}: message not live`]),
        ...(describes(section) ? [] : [`${title}: question not described`]),
        ...(controls.length === 0 || invalid ? [] : [`${title}: no control marked invalid`]),
        ...bad.map((c) => `${title}: ${c.tagName.toLowerCase()}[${c.getAttribute('type') ?? ''}]`),
      ];
    }),
  );
  expect(unlinked).toEqual([]);
}

describe('a survey of every question type', () => {
  for (const [name, width, lang] of [
    ['desktop', 1280, 'zh'],
    ['phone', 390, 'en'],
  ] as const) {
    it(`is answered control by control and stored, on the ${name} in ${lang}`, async () => {
      const page = await respondent(width, lang);
      await shoot(page, `respond-types-${name}-${lang}`);
      // Submit with nothing answered: every question says what is missing, tied to its controls.
      // The scan of this state covers the unanswered page too (the same controls, plus messages).
      await page.locator('.respond-nav__next').click();
      await page.locator('.cairn-question.is-invalid').first().waitFor();
      await expectAccessible(page, 'unanswered, required messages');
      await expectIssuesDescribeControls(page);
      await shoot(page, `respond-types-${name}-issues-${lang}`);
      const expected = await answerEveryType(page, surveys[lang]);
      await expect.poll(() => page.locator('.cairn-issues__item').count()).toBe(0);
      await expectAccessible(page, 'answered');
      await shoot(page, `respond-types-${name}-answered-${lang}`);
      const answer = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(respondApi.submit));
      await page.locator('.respond-nav__next').click();
      const receipt = (await (await answer).json()) as { code: string; data: { responseId: string } };
      expect(receipt.code).toBe('00000');
      await page.locator('.respond-finished--done').waitFor();
      submitted.set(receipt.data.responseId, expected);
    });
  }

  it('is drawn for the zh phone and the en desktop too', async () => {
    for (const [name, width, lang] of [
      ['phone', 390, 'zh'],
      ['desktop', 1280, 'en'],
    ] as const) {
      await shoot(await respondent(width, lang), `respond-types-${name}-${lang}`);
    }
  });

  it('stored each answer with the shape the question type defines', async () => {
    expect(submitted.size).toBe(2);
    await server.stop();
    const db = await PGlite.create({ dataDir: join(server.dataDir, 'pglite') });
    try {
      for (const [id, expected] of submitted) {
        const { rows } = await db.query<{ status: string; answers: Record<string, unknown> }>(
          'SELECT status, answers FROM responses WHERE id = $1',
          [id],
        );
        expect(rows[0]?.status).toBe('complete');
        const stored = Object.fromEntries(Object.keys(expected).map((key) => [key, rows[0]?.answers[key]]));
        expect(stored).toEqual(expected);
      }
    } finally {
      await db.close();
    }
  });
});
