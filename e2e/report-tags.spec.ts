import { randomUUID } from 'node:crypto';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { pageAsPrepared } from './support/prepared-accounts.ts';
import { registerUser } from './support/projects.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Tag analysis end to end, in both languages, by prepared enterprise accounts (made in the shared
 * server's database before it started, support/prepared-accounts.ts): a rule tag made
 * in the editor counts the answers holding its words, an answer tagged by hand adds to it, and the
 * tags are a variable of the cross table. A free account sees the upgrade prompt instead.
 */
let browser: Browser;

const ANSWERS = [
  'The price is too high',
  '价格太贵了',
  'Slow shipping, fair price',
  'Friendly staff',
  '物流很快',
];

function pageAs(lang: 'zh' | 'en'): Promise<Page> {
  return pageAsPrepared(browser, lang === 'zh' ? 'tagsZh' : 'tagsEn', lang === 'zh' ? 'zh-CN' : 'en-US');
}

/** A published survey: a single choice (the group) and an open question, with five answers. */
async function seedSurvey(page: Page, lang: 'zh' | 'en'): Promise<string> {
  const api = await surveyApi(page, `Tags ${lang}`, lang);
  const group = await api.add(QuestionType.SingleChoice, { title: lang === 'zh' ? '分组' : 'Group' });
  const open = await api.add(QuestionType.OpenText, {
    afterId: group,
    title: lang === 'zh' ? '意见' : 'Comments',
  });
  await api.launch();
  const groupIds = choicesOf((await api.nodes()).get(group)!).map((o) => o.id);
  for (const [i, text] of ANSWERS.entries()) {
    const response = await fetch(`${inject('baseUrl')}${fullPath(respondApi.submit)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        surveyCode: api.code,
        responseId: randomUUID(),
        version: 1,
        answers: { [group]: { optionId: groupIds[i % 2] }, [open]: text },
      }),
    });
    expect(((await response.json()) as { code: string }).code).toBe('00000');
  }
  return api.code;
}

const WORDS = {
  zh: {
    add: '新建标签',
    name: '名称',
    rule: '规则（包含词语）',
    save: '保存',
    tag: '价格',
    addStub: '加入行',
    addBanner: '加入列',
    tagsVar: 'Q2 标签',
    upgrade: '企业版功能',
  },
  en: {
    add: 'New tag',
    name: 'Name',
    rule: 'Rule (contains words)',
    save: 'Save',
    tag: 'Price',
    addStub: 'Add to rows',
    addBanner: 'Add to columns',
    tagsVar: 'Q2 tags',
    upgrade: 'Enterprise feature',
  },
} as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
}, 60_000);

describe.each(journeyLocales(['zh', 'en'] as const))('tag analysis (%s)', (lang) => {
  const w = WORDS[lang];
  it('makes a rule tag, tags an answer by hand, counts, and crosses the tags with a question', async () => {
    const page = await pageAs(lang);
    const code = await seedSurvey(page, lang);
    await page.goto(`/designer/project/${code}/report/wordcloud/tag`);
    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('textbox', { name: w.name }).fill(w.tag);
    await page.getByRole('textbox', { name: w.rule }).fill('price\n价格');
    await shoot(page, `report-tags-editor-${lang}`);
    await page.getByRole('dialog').getByRole('button', { name: w.save }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const countOf = (name: string) =>
      page.locator('.tag-panel .ant-table-row').filter({ hasText: name }).locator('td').nth(1);
    // Rule: "The price is too high", "价格太贵了", "Slow shipping, fair price".
    await expect.poll(() => countOf(w.tag).textContent(), { timeout: 20_000 }).toBe('3');
    await page
      .locator('mark', { hasText: /price|价格/i })
      .first()
      .waitFor();

    // "Friendly staff" is tagged by hand.
    const staff = page.locator('.tag-answers__item').filter({ hasText: 'Friendly staff' });
    await staff.getByRole('button', { name: new RegExp(`^${w.tag}`), pressed: false }).click();
    await expect
      .poll(() => staff.locator('.tag-answers__chip').first().getAttribute('aria-pressed'), {
        timeout: 20_000,
      })
      .toBe('true');
    await expect.poll(() => countOf(w.tag).textContent(), { timeout: 20_000 }).toBe('4');
    await page.locator('.tag-chart canvas').waitFor();
    await shoot(page, `report-tags-${lang}`);

    await page.goto(`/designer/project/${code}/report/cross`);
    await page.getByRole('button', { name: new RegExp(`^${w.addStub}: ${w.tagsVar}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${w.addBanner}: Q1\\b`) }).click();
    const table = page.getByTestId('cross-table');
    await table.waitFor();
    await table.locator('tbody th', { hasText: w.tag }).first().waitFor();
    await shoot(page, `report-tags-cross-${lang}`);
    await page.context().close();
  });
});

describe('a free account', () => {
  it('sees the upgrade prompt instead of the tags', async () => {
    const session = await registerUser(browser, 'en-US', 'tagsfree');
    const api = await surveyApi(session.page, 'Free tags', 'en');
    await api.add(QuestionType.OpenText, { title: 'Comments' });
    await api.launch();
    await session.page.goto(`/designer/project/${api.code}/report/wordcloud/tag`);
    await session.page.getByRole('dialog').getByText(WORDS.en.upgrade).waitFor();
    await shoot(session.page, 'report-tags-upgrade-en');
    await session.context.close();
  });
});
