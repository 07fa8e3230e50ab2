import { fullPath, respondApi } from '@cairn/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { questionOf } from './support/answer-every-type.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { COUNTDOWN_SECONDS, type LogicSurvey, publishLogicSurvey, TOO_MANY } from './support/logic-survey.ts';
import { registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

/**
 * The respondent page follows every family of logic as the author set it (see logic-survey.ts):
 * what is shown, hidden, pre-selected, carried forward, looped, branched, shuffled, jumped over
 * and timed changes with the answers, and the server accepts what the page sends. Lean on
 * purpose: visible outcomes along three paths, the combinations are the core's unit tests.
 */
let browser: Browser;
let author: Session;
let survey: LogicSurvey;
const contexts: BrowserContext[] = [];
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'logic');
  survey = await publishLogicSurvey(author.page);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await browser?.close();
});

async function respondent(width: number): Promise<Page> {
  const { context, page } = await newPage(browser, 'en-US');
  contexts.push(context);
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The countdown page is timed: the page's clock is the test's.
  await page.clock.install();
  await page.goto(`/r/${survey.code}`);
  await page.locator('.respond-question').first().waitFor();
  return page;
}

const shown = (page: Page, key: keyof LogicSurvey['nodes']) => questionOf(page, survey.nodes[key]);
const isShown = async (page: Page, key: keyof LogicSurvey['nodes']) => (await shown(page, key).count()) > 0;
/** Clicks the label of the choice named `name` (what a person taps). */
const tick = (question: Locator, name: string) =>
  question
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .first()
    .click();
const choiceNames = (question: Locator) =>
  question
    .locator('label')
    .filter({ has: question.page().locator('input') })
    .allInnerTexts();
const next = (page: Page) => page.locator('.respond-nav__next');

async function submit(page: Page): Promise<{ code: string; data: { status: string } }> {
  const answer = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(respondApi.submit));
  await next(page).click();
  return (await (await answer).json()) as { code: string; data: { status: string } };
}

describe('logic on the respondent page', () => {
  it('a driver: display, validate, carry forward, preselect, loop, branch, random order, jump, countdown', async () => {
    const page = await respondent(1280);
    expect(await isShown(page, 'brands')).toBe(false);
    await tick(shown(page, 'drive'), 'Yes');
    // Display rule and option display "select": brands appear, Safety starts ticked.
    await shown(page, 'brands').waitFor();
    await poll(() => shown(page, 'matters').getByRole('checkbox', { name: 'Safety' }).isChecked()).toBe(true);
    expect(await choiceNames(shown(page, 'matters'))).toEqual(['Safety', 'Parking', 'Price']);
    // Validate rule: a third brand is refused with the author's message.
    for (const brand of ['Acme', 'Globex', 'Initech']) await tick(shown(page, 'brands'), brand);
    await shown(page, 'brands').getByText(TOO_MANY).waitFor();
    await shoot(page, 'respond-logic-validate-en');
    await tick(shown(page, 'brands'), 'Initech');
    await poll(() => shown(page, 'brands').getByText(TOO_MANY).count()).toBe(0);
    // Carry forward: the favourite is asked among the brands chosen.
    await poll(() => choiceNames(shown(page, 'favourite'))).toEqual(['Acme', 'Globex']);
    await tick(shown(page, 'favourite'), 'Globex');
    await next(page).click();

    // Loop with piping: one page per chosen brand, in the brands' order.
    for (const brand of ['Acme', 'Globex']) {
      const round = page.locator('.respond-question').filter({ hasText: `How reliable is ${brand}?` });
      await round.waitFor();
      await round.locator('.cairn-scale__point').nth(3).click();
      if (brand === 'Acme') await shoot(page, 'respond-logic-loop-en');
      await next(page).click();
    }
    // The drivers' path of the branch.
    await shown(page, 'park').waitFor();
    expect(await isShown(page, 'park')).toBe(true);
    expect(await isShown(page, 'commute')).toBe(false);
    await shown(page, 'park').getByRole('textbox').fill('Underground');
    await next(page).click();

    // Random order of the notes, the same after a reload.
    await shown(page, 'next').waitFor();
    const order = () =>
      page
        .locator('.respond-question .cairn-question__text')
        .filter({ hasText: /^Note [ABC]$/ })
        .allInnerTexts();
    const before = await order();
    expect([...before].sort()).toEqual(['Note A', 'Note B', 'Note C']);
    await page.reload();
    await shown(page, 'next').waitFor();
    expect(await order()).toEqual(before);
    // Jump to a later question: what lies between is not asked.
    expect(await isShown(page, 'more')).toBe(true);
    await tick(shown(page, 'next'), 'Skip');
    await poll(() => isShown(page, 'more')).toBe(false);
    await shown(page, 'last').getByRole('textbox').fill('Nothing');
    await next(page).click();

    // The countdown moves on by itself once its time is up.
    await page.locator('.cairn-countdown').waitFor();
    await shoot(page, 'respond-logic-countdown-en');
    await page.clock.runFor((COUNTDOWN_SECONDS + 1) * 1000);
    await shown(page, 'final').waitFor();
    await shown(page, 'final').getByRole('textbox').fill('Thanks');
    const receipt = await submit(page);
    expect(receipt).toMatchObject({ code: '00000', data: { status: 'complete' } });
    await page.locator('.respond-finished--done').waitFor();
  });

  it('a non-driver on a phone: hidden questions and options, the other path, a jump to the end', async () => {
    const page = await respondent(390);
    await tick(shown(page, 'drive'), 'No');
    await poll(() => choiceNames(shown(page, 'matters'))).toEqual(['Safety', 'Price']);
    expect(await isShown(page, 'brands')).toBe(false);
    // Nothing to carry forward: the favourite is not asked.
    expect(await isShown(page, 'favourite')).toBe(false);
    expect(await shown(page, 'matters').getByRole('checkbox', { name: 'Safety' }).isChecked()).toBe(false);
    await tick(shown(page, 'matters'), 'Price');
    await shoot(page, 'respond-logic-phone-page1-en');
    await next(page).click();
    // No brand, no loop round: straight to the other path of the branch.
    await shown(page, 'commute').waitFor();
    expect(await page.getByText(/How reliable is/).count()).toBe(0);
    expect(await isShown(page, 'park')).toBe(false);
    await shown(page, 'commute').getByRole('textbox').fill('By bike');
    await next(page).click();
    await tick(
      await shown(page, 'next')
        .waitFor()
        .then(() => shown(page, 'next')),
      'Finish',
    );
    // The end is next: nothing after this page is asked.
    await poll(() => next(page).textContent()).toBe('Submit');
    expect(await isShown(page, 'more')).toBe(false);
    const receipt = await submit(page);
    expect(receipt).toMatchObject({ code: '00000', data: { status: 'complete' } });
    await page.locator('.respond-finished--done').waitFor();
  });

  it('someone who does not work is screened out, and the server records it so', async () => {
    const page = await respondent(390);
    await tick(shown(page, 'drive'), "I don't work");
    await poll(() => next(page).textContent()).toBe('Submit');
    const receipt = await submit(page);
    expect(receipt).toMatchObject({ code: '00000', data: { status: 'screened_out' } });
    await page.locator('.respond-finished[data-outcome="screen_out"]').waitFor();
    await page.getByText('Thank you, this survey is for people who work.').waitFor();
    await expectAccessible(page, 'screen-out page', true);
    await shoot(page, 'respond-logic-screened-out-en');
  });
});
