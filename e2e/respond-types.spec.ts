import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { answerEveryType, HERE } from './support/answer-every-type.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { type EveryTypeSurvey, type Lang, publishEveryTypeSurvey } from './support/every-type-survey.ts';
import { registerUser, type Session } from './support/projects.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

/**
 * A respondent answers a survey holding one question of every type, by operating each control in
 * the browser, on a desktop (zh) and a 390 px phone (en); the stored responses are then read from
 * the database. axe-core scans the page of every type in both languages and widths. The journey
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

describe('a survey of every question type', () => {
  for (const [name, width, lang] of [
    ['desktop', 1280, 'zh'],
    ['phone', 390, 'en'],
  ] as const) {
    it(`is answered control by control and stored, on the ${name} in ${lang}`, async () => {
      const page = await respondent(width, lang);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `respond-types-${name}-${lang}`);
      const expected = await answerEveryType(page, surveys[lang]);
      await expect.poll(() => page.locator('.cairn-issues__item').count()).toBe(0);
      await shoot(page, `respond-types-${name}-answered-${lang}`);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/respond/v1/submit');
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
