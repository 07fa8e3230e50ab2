import { randomUUID } from 'node:crypto';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * The keyword word cloud end to end, in Chinese and in English: a survey with one open question
 * and answers in both languages; the word cloud page shows the cloud and the ranked table, a word
 * clicked in the table lists the answers containing it with the word highlighted, and the word is
 * excluded in one click, then brought back with the undo.
 */
let browser: Browser;

const ANSWERS = [
  '物流太慢了，客服态度很好',
  '物流很快，包装精美',
  '客服回复及时',
  '物流速度一般',
  'Delivery was slow, support was great',
  'slow delivery and slow refunds',
  'great customer service',
  'delivery on time',
];

async function submit(page: Page, code: string, answers: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode: code, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

async function surveyWithAnswers(session: Session, lang: 'zh' | 'en'): Promise<string> {
  const api = await surveyApi(session.page, `Word cloud ${lang}`, lang);
  const open = await api.add(QuestionType.OpenText, { title: lang === 'zh' ? '您的建议' : 'Your comments' });
  await api.launch();
  for (const text of ANSWERS) await submit(session.page, api.code, { [open]: text });
  return api.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  {
    lang: 'zh' as const,
    locale: 'zh-CN' as const,
    word: '物流',
    total: 3,
    stopWord: '客服',
    text: {
      title: '关键词词云',
      show: (w: string) => `查看包含“${w}”的回答`,
      exclude: (w: string) => `排除“${w}”`,
      answers: (w: string, n: number) => `包含“${w}”的回答（${n}）`,
      excluded: (w: string) => `已排除“${w}”`,
      undo: /^撤\s?销$/,
      settings: '词云设置',
      stopWords: '停用词',
      save: /^保\s?存$/,
    },
  },
  {
    lang: 'en' as const,
    locale: 'en-US' as const,
    word: 'delivery',
    total: 3,
    stopWord: 'slow',
    text: {
      title: 'Keyword word cloud',
      show: (w: string) => `Show the answers containing “${w}”`,
      exclude: (w: string) => `Exclude “${w}”`,
      answers: (w: string, n: number) => `Answers containing “${w}” (${n})`,
      excluded: (w: string) => `“${w}” excluded`,
      undo: 'Undo',
      settings: 'Word cloud settings',
      stopWords: 'Stop words',
      save: 'Save',
    },
  },
];

describe('keyword word cloud', () => {
  it('says when the published survey has no open question', async () => {
    const session = await registerUser(browser, 'en-US', 'wcnone');
    try {
      const api = await surveyApi(session.page, 'No open question', 'en');
      await api.add(QuestionType.SingleChoice, { title: 'Colour' });
      await api.launch();
      await session.page.goto(`/designer/project/${api.code}/report/wordcloud`);
      await session.page.getByText('The published survey has no open questions').waitFor();
      await shoot(session.page, 'wordcloud-en-no-columns', false);
    } finally {
      await session.context.close();
    }
  });

  for (const c of CASES)
    it(`opens the cloud, shows a word's answers highlighted and excludes it (${c.lang})`, async () => {
      const session = await registerUser(browser, c.locale, `wc${c.lang}`);
      try {
        const { page } = session;
        const code = await surveyWithAnswers(session, c.lang);
        await page.goto(`/designer/project/${code}/report/wordcloud`);
        await page.getByRole('heading', { name: c.text.title }).waitFor();
        const table = page.getByRole('region', { name: c.lang === 'zh' ? '词频排行' : 'Ranked words' });
        const wordButton = table.getByRole('button', { name: c.text.show(c.word) });
        await wordButton.waitFor();
        await page.getByTestId('wordcloud-canvas').locator('canvas').waitFor();
        await shoot(page, `wordcloud-${c.lang}-cloud`);

        await wordButton.click();
        await page.getByRole('heading', { name: c.text.answers(c.word, c.total) }).waitFor();
        const marks = page.locator('.wordcloud-answers mark');
        await expect.poll(() => marks.count()).toBeGreaterThanOrEqual(c.total);
        for (const mark of await marks.all()) expect((await mark.textContent())?.toLowerCase()).toBe(c.word);
        await shoot(page, `wordcloud-${c.lang}-answers`);

        await table.getByRole('button', { name: c.text.exclude(c.word) }).click();
        await page.getByText(c.text.excluded(c.word)).waitFor();
        await expect.poll(() => wordButton.count()).toBe(0);
        await shoot(page, `wordcloud-${c.lang}-excluded`);

        await page.getByRole('button', { name: c.text.undo }).click();
        await wordButton.waitFor();
        await expect.poll(() => page.getByText(c.text.excluded(c.word)).count()).toBe(0);

        // A stop word typed in the settings drawer leaves the cloud and the table.
        await page.getByRole('button', { name: c.text.settings }).click();
        await page.getByRole('textbox', { name: c.text.stopWords }).fill(c.stopWord);
        await shoot(page, `wordcloud-${c.lang}-settings`, false);
        await page.getByRole('button', { name: c.text.save }).click();
        await expect.poll(() => table.getByRole('button', { name: c.text.show(c.stopWord) }).count()).toBe(0);
        await wordButton.waitFor();
      } finally {
        await session.context.close();
      }
    });
});
