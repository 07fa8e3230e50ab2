import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { startServer } from './support/server-process.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Tag analysis end to end, in both languages, on a server of its own (the authors are made
 * enterprise accounts in its database while it is stopped, as set-level would): a rule tag made
 * in the editor counts the answers holding its words, an answer tagged by hand adds to it, and the
 * tags are a variable of the cross table. A free account sees the upgrade prompt instead.
 */
type Server = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let server: Server;
let restarted: Server | undefined;
type Storage = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
const sessions = {} as Record<'zh' | 'en', { name: string; storage: Storage }>;

const ANSWERS = [
  'The price is too high',
  '价格太贵了',
  'Slow shipping, fair price',
  'Friendly staff',
  '物流很快',
];

async function makeEnterprise(dataDir: string, names: string[]): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    for (const name of names) await db.query('UPDATE users SET level = 1 WHERE username = $1', [name]);
  } finally {
    await db.close();
  }
}

async function pageAs(lang: 'zh' | 'en'): Promise<Page> {
  const base = restarted!.baseUrl;
  const context = await browser.newContext({
    baseURL: base,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: sessions[lang].storage.origins.map((o) => ({ ...o, origin: base })),
    },
  });
  const page = await context.newPage();
  await page.goto('/designer/project');
  return page;
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
    const response = await fetch(`${restarted!.baseUrl}${fullPath(respondApi.submit)}`, {
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
  server = await startServer();
  for (const lang of ['zh', 'en'] as const) {
    const session: Session = await registerUser(
      browser,
      lang === 'zh' ? 'zh-CN' : 'en-US',
      `tags${lang}`,
      server.baseUrl,
    );
    sessions[lang] = { name: session.name, storage: await session.context.storageState() };
    await session.context.close();
  }
  await server.stop();
  await makeEnterprise(server.dataDir, [sessions.zh.name, sessions.en.name]);
  restarted = await startServer({ dataDir: server.dataDir });
}, 120_000);
afterAll(async () => {
  await restarted?.stop();
  await browser?.close();
}, 60_000);

describe.each(['zh', 'en'] as const)('tag analysis (%s)', (lang) => {
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
    const session = await registerUser(browser, 'en-US', 'tagsfree', restarted!.baseUrl);
    const api = await surveyApi(session.page, 'Free tags', 'en');
    await api.add(QuestionType.OpenText, { title: 'Comments' });
    await api.launch();
    await session.page.goto(`/designer/project/${api.code}/report/wordcloud/tag`);
    await session.page.getByRole('dialog').getByText(WORDS.en.upgrade).waitFor();
    await shoot(session.page, 'report-tags-upgrade-en');
    await session.context.close();
  });
});
