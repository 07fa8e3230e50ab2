import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/accessibility.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { tick } from './support/respondent-gestures.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * A respondent on a 390 px phone (issue 18 items 10 and 13): pressing submit with required
 * questions empty brings the first of them into view and focus and says, aloud too, how many need
 * attention; NPS boxes are finger-sized (44 × 44 px at least) on two rows; a long title is cut
 * to three lines with a button to read it whole. In zh and en, with screenshots.
 */
let browser: Browser;
let author: Session;
const contexts: BrowserContext[] = [];
const surveys: Record<'zh' | 'en', { code: string; ids: number[] }> = {
  zh: { code: '', ids: [] },
  en: { code: '', ids: [] },
};
const TITLES = {
  zh: '2026 年度城市公共交通出行体验与服务满意度调查：请根据您最近三个月乘坐地铁、公交、有轨电车和共享单车的真实经历，对准点率、换乘便利程度、车厢拥挤程度、站内指引、票价、无障碍设施以及工作人员服务态度等方面进行评价，您的意见将用于明年的线路与服务调整',
  en: 'Annual survey of public transport in our city: rate punctuality, changing lines, crowding, signs, fares, step-free access and staff, from your own journeys of the last three months',
};
const QUESTIONS = {
  zh: [
    '您最常乘坐哪种交通工具？',
    '您用过哪些付款方式？',
    '请描述一次难忘的出行',
    '请为车站整洁度打分',
    '您向朋友推荐我们的可能性',
    '您的年龄段',
  ],
  en: [
    'Which do you ride most often?',
    'Which ways to pay have you used?',
    'Describe a journey you remember',
    'Rate how clean the stations are',
    'How likely are you to recommend us?',
    'Your age group',
  ],
};
const TYPES = [
  QuestionType.SingleChoice,
  QuestionType.MultipleChoice,
  QuestionType.OpenText,
  QuestionType.Rate,
  QuestionType.Nps,
  QuestionType.SingleChoice,
];

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'attention');
  for (const lang of ['zh', 'en'] as const) {
    const api = await surveyApi(author.page, TITLES[lang], lang);
    for (const [i, type] of TYPES.entries())
      surveys[lang].ids.push(await api.add(type, { title: QUESTIONS[lang][i] }));
    await api.settings({ lang });
    await api.launch();
    surveys[lang].code = api.code;
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await browser?.close();
});

async function phone(lang: 'zh' | 'en'): Promise<Page> {
  const { context, page } = await newPage(browser, lang === 'zh' ? 'zh-CN' : 'en-US');
  contexts.push(context);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** A screenshot under screenshots/, as every journey takes them. */
function screen(page: Page, name: string, fullPage = false): Promise<void> {
  return shoot(page, name, fullPage);
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y < height;
}

const EXPECTED = { zh: '还有 2 处需要修改', en: '2 answers need attention' };

describe('on a 390 px phone', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`submit with required questions empty shows and focuses the first one, and says how many (${lang})`, async () => {
      const page = await phone(lang);
      await page.goto(`/r/${surveys[lang].code}`);
      const q = (i: number) => page.locator(`.respond-question[data-key="${surveys[lang].ids[i]}"]`);
      await q(5).waitFor();

      // The long title: three lines and a button, the first question still on the first screen.
      const title = page.locator('.respond-title');
      const lineHeight = await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect((await title.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight * 3 + 1);
      const more = page.locator('.respond-title__toggle');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await inViewport(page, q(0))).toBe(true);
      await screen(page, `respond-phone-long-title-${lang}`);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      expect((await title.boundingBox())?.height ?? 0).toBeGreaterThan(lineHeight * 3 + 1);
      await screen(page, `respond-phone-long-title-open-${lang}`);
      await more.click();

      // NPS: every box at least 44 × 44 px, on two rows.
      const boxes = await q(4)
        .locator('.cairn-scale__point')
        .evaluateAll((points) => points.map((point) => point.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(11);
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(2);
      await q(4).scrollIntoViewIfNeeded();
      await screen(page, `respond-phone-nps-${lang}`);

      // Answer all but the first and the NPS, then submit from the bottom of the page.
      await tick(q(1).getByRole('checkbox').first());
      await q(2)
        .getByRole('textbox')
        .fill(lang === 'zh' ? '早高峰很挤' : 'Crowded at rush hour');
      await tick(q(3).getByRole('radio', { name: '4', exact: true }));
      await tick(q(5).getByRole('radio').first());
      const submit = page.locator('.respond-nav__next');
      await submit.scrollIntoViewIfNeeded();
      expect(await inViewport(page, q(0))).toBe(false);
      await submit.click();

      const alert = page.locator('.respond-attention');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(EXPECTED[lang]);
      expect(await alert.getAttribute('role')).toBe('alert');
      expect(await page.locator('.respond-attention-region').getAttribute('aria-live')).toBe('assertive');
      expect(await inViewport(page, q(0))).toBe(true);
      const focusedIn = await page.evaluate(
        () => document.activeElement?.closest('.respond-question')?.getAttribute('data-key') ?? null,
      );
      expect(focusedIn).toBe(String(surveys[lang].ids[0]));
      expect(await q(0).locator('.cairn-issues__item, [role="alert"]').count()).toBeGreaterThan(0);
      await screen(page, `respond-phone-attention-${lang}`);

      // Fixing the first leaves one; a second press goes to the NPS and says so again.
      await tick(q(0).getByRole('radio').first());
      await submit.click();
      await page.waitForFunction(
        (text) => document.querySelector('.respond-attention')?.textContent === text,
        lang === 'zh' ? '还有 1 处需要修改' : '1 answer needs attention',
      );
      expect(await inViewport(page, q(4))).toBe(true);
      const focusedNps = await page.evaluate(
        () => document.activeElement?.closest('.respond-question')?.getAttribute('data-key') ?? null,
      );
      expect(focusedNps).toBe(String(surveys[lang].ids[4]));
    });
  }
});
