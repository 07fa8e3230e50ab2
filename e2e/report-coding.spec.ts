import { randomUUID } from 'node:crypto';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * AI coding end to end, once in each language: an open question with answers about price and
 * service; a coding report on it; a frame typed in (two nets, three leaves); the offline coder run
 * behind its estimate and progress overlay; its suggestions approved in bulk; the codes' counts in
 * the frame and the statistics; and a net of the frame used as a row variable of a cross table.
 */

const ANSWERS = {
  en: [
    'The price is too expensive for me',
    'Too expensive, the price went up again',
    'Expensive but good',
    'Cheap and cheerful',
    'Very cheap compared with others',
    'Cheap price, good deal',
    'Friendly staff at the desk',
    'The staff were friendly and helpful',
    'Staff answered quickly',
    'Nothing to add',
  ],
  zh: [
    '价格太贵了',
    '太贵，价格又涨了',
    '有点贵但是好用',
    '很便宜，实惠',
    '比别家便宜',
    '价格便宜，划算',
    '店员很热情',
    '服务态度热情周到',
    '服务人员回复很快',
    '没什么要说的',
  ],
};
const FRAME = {
  en: 'Price\n  Too expensive | expensive\n  Cheap | cheap\nService | staff, friendly',
  zh: '价格\n  太贵 | 贵\n  便宜 | 便宜, 实惠\n服务 | 服务, 热情, 店员',
};
const T = {
  en: {
    list: 'Open-question analysis',
    empty: /No coding analysis yet/,
    create: /New coding analysis/,
    column: 'Open question',
    name: 'Name (default: the question)',
    ok: 'Create',
    batch: 'Add several',
    batchBox: 'Add several codes',
    add: 'Add',
    run: /Run the AI coder/,
    estimate: /Answers to read: \d+/,
    start: 'Start',
    overlay: 'Coding answers',
    approveCount: /Will approve (\d+) AI codes/,
    approve: 'Approve',
    stats: 'Statistics',
    addRow: 'Add to rows:',
    addColumn: 'Add to columns:',
    report: 'Reasons',
    net: 'Price',
    leaf: 'Too expensive',
    recommend: 'AI recommended codes',
    recommendRun: 'Recommend codes',
    recommendAdd: /^Add the \d+ chosen$/,
    drafting: 'Drafting recommended codes',
    statuses: ['Init', 'Coding', 'Frame editing', 'Check', 'Ended'],
    next: 'Next step',
    ended: /has ended and is read-only/,
    codeLabel: 'Code label',
    keywordTab: 'Code word cloud',
    cloudWord: 'staff',
    showWord: (w: string) => `Show the answers containing “${w}”`,
    keywordWord: 'Keyword',
    keywordNet: 'Code to',
    keywordLeaf: /Service/,
    keywordOk: 'Code',
    keywordDone: /\d+ answers coded/,
  },
  zh: {
    list: '开放题分析',
    empty: /还没有编码分析/,
    create: /新建编码分析/,
    column: '开放题',
    name: '名称（默认用题目）',
    ok: '创建',
    batch: '批量添加',
    batchBox: '批量添加编码',
    add: '添加',
    run: /运行 AI 编码/,
    estimate: /要读的回答：\d+ 条/,
    start: '开始',
    overlay: '正在编码回答',
    approveCount: /将通过 (\d+) 个 AI 编码/,
    approve: '通过',
    stats: '统计',
    addRow: '加入行:',
    addColumn: '加入列:',
    report: '原因',
    net: '价格',
    leaf: '太贵',
    recommend: 'AI 推荐编码',
    recommendRun: '生成推荐',
    recommendAdd: /^添加选中的 \d+ 个$/,
    drafting: '正在生成推荐编码',
    statuses: ['初始化', '编码中', '码表编辑', '检查', '完成'],
    next: '下一步',
    ended: /此分析已完成，只读/,
    codeLabel: '编码名称',
    keywordTab: '编码词云',
    cloudWord: '便宜',
    showWord: (w: string) => `查看包含“${w}”的回答`,
    keywordWord: '关键词',
    keywordNet: '编码到',
    keywordLeaf: /便宜/,
    keywordOk: '编码',
    keywordDone: /\d+ 条回答已编码/,
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function submit(page: Page, code: string, answers: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode: code, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

/** A button by its whole name. */
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}$`) : name });

for (const lang of ['en', 'zh'] as const) {
  describe(`AI coding (${lang})`, () => {
    const t = T[lang];
    let author: Session;
    let code = '';
    let workspace = '';

    beforeAll(async () => {
      author = await registerUser(browser, lang === 'en' ? 'en-US' : 'zh-CN', `coding${lang}`);
      const api = await surveyApi(author.page, lang === 'en' ? 'Coding journey' : '编码旅程', lang);
      const group = await api.add(QuestionType.SingleChoice, { title: lang === 'en' ? 'Group' : '分组' });
      const why = await api.add(QuestionType.OpenText, {
        afterId: group,
        title: lang === 'en' ? 'Why did you choose us?' : '你为什么选择我们？',
      });
      await api.launch();
      const groups = choicesOf((await api.nodes()).get(group)!).map((o) => o.id);
      code = api.code;
      for (const [i, text] of ANSWERS[lang].entries()) {
        await submit(author.page, code, { [group]: { optionId: groups[i % 2] }, [why]: text });
      }
    });
    afterAll(async () => {
      await author?.context.close();
    });

    it('starts a coding report on the open question', async () => {
      const { page } = author;
      await page.goto(`/designer/project/${code}/report/coding`);
      await page.getByRole('heading', { name: t.list }).waitFor();
      await page.getByText(t.empty).waitFor();
      await shoot(page, `report-coding-empty-${lang}`);
      await button(page, t.create).first().click();
      await page.getByRole('combobox', { name: t.column }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'Q2' }).click();
      await page.getByRole('textbox', { name: t.name }).fill(t.report);
      await shoot(page, `report-coding-create-${lang}`, false);
      await button(page, t.ok).click();
      await page.waitForURL(/\/report\/coding\/\d+$/);
      workspace = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: t.report }).waitFor();
    });

    it('builds a frame by typing it', async () => {
      const { page } = author;
      await button(page, t.batch).click();
      await page.getByRole('textbox', { name: t.batchBox }).fill(FRAME[lang]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${t.add}$`) })
        .click();
      const tree = page.getByRole('list', { name: lang === 'en' ? 'Code frame' : '码表' });
      await tree.getByRole('button', { name: new RegExp(`^\\d+ ${t.leaf}$`) }).waitFor();
      await expect.poll(() => tree.locator('li').count(), { timeout: 20_000 }).toBe(4);
      await shoot(page, `report-coding-frame-${lang}`);
    });

    it('runs the offline coder behind its estimate and approves its suggestions in bulk', async () => {
      const { page } = author;
      await button(page, t.run).click();
      await page.getByText(t.estimate).waitFor();
      await shoot(page, `report-coding-estimate-${lang}`, false);
      await button(page, t.start).click();
      const overlay = page.getByRole('dialog', { name: t.overlay });
      // The overlay may already have closed on a fast machine; when seen, it is looked at.
      if (await overlay.isVisible()) await shoot(page, `report-coding-overlay-${lang}`, false);
      await expect.poll(() => overlay.count(), { timeout: 60_000 }).toBe(0);
      const count = page.getByTestId('approve-count');
      await count.waitFor();
      // Every suggestion of the run: the slider at its lowest.
      await page.getByRole('slider').focus();
      await page.keyboard.press('Home');
      await expect
        .poll(async () => Number(t.approveCount.exec((await count.textContent()) ?? '')?.[1] ?? 0), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await shoot(page, `report-coding-suggestions-${lang}`);
      await page
        .locator('.coding-approve')
        .getByRole('button', { name: new RegExp(`^${t.approve}$`) })
        .click();
      // Approved hits count: the leaf and its net show answers.
      const leafRow = page.locator('.coding-tree__row').filter({ hasText: t.leaf });
      await expect
        .poll(
          async () =>
            Number(
              await leafRow
                .locator('.coding-tree__count')
                .textContent()
                .then((s) => s?.match(/\d+/)?.[0]),
            ),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
      await shoot(page, `report-coding-approved-${lang}`);
    });

    it('drafts recommended codes with the AI', async () => {
      const { page } = author;
      const panel = page.getByRole('region', { name: t.recommend });
      await panel.getByRole('button', { name: t.recommendRun }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: t.drafting }).count(), { timeout: 60_000 })
        .toBe(0);
      await panel.getByRole('button', { name: t.recommendAdd }).waitFor({ timeout: 20_000 });
      expect(await panel.getByRole('checkbox').count()).toBeGreaterThan(0);
      await shoot(page, `report-coding-recommended-${lang}`);
    });

    it('shows counts per code and per net', async () => {
      const { page } = author;
      await page.getByRole('tab', { name: t.stats }).click();
      const netRow = page.locator('.coding-stats tr').filter({ hasText: t.net }).first();
      await netRow.waitFor();
      const cells = await netRow.locator('td').allTextContents();
      expect(Number(cells[2])).toBeGreaterThan(0);
      await shoot(page, `report-coding-stats-${lang}`);
      await page.goto(`/designer/project/${code}/report/coding`);
      await page.getByRole('link', { name: t.report }).first().waitFor();
      await shoot(page, `report-coding-list-${lang}`);
      expect(workspace).toMatch(/coding\/\d+$/);
    });

    it('uses a net of the frame in a cross table', async () => {
      const { page } = author;
      await page.goto(`/designer/project/${code}/report/cross`);
      await page
        .getByRole('button', { name: new RegExp(`^${t.addRow}.*${t.report}`) })
        .first()
        .click();
      await page.getByRole('button', { name: new RegExp(`^${t.addColumn} Q1\\b`) }).click();
      const table = page.getByTestId('cross-table');
      await table.waitFor();
      await table.locator('th', { hasText: t.net }).first().waitFor();
      await shoot(page, `report-coding-cross-${lang}`);
    });

    it('codes by a word picked in the coding word cloud', async () => {
      const { page } = author;
      await page.goto(workspace);
      await page.getByRole('tab', { name: t.keywordTab }).click();
      await page.waitForURL(/\/keyword$/);
      await page.getByRole('button', { name: t.showWord(t.cloudWord) }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: t.keywordWord }).inputValue())
        .toBe(t.cloudWord);
      await page.getByRole('combobox', { name: t.keywordNet }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: t.keywordLeaf }).first().click();
      await page.getByRole('button', { name: t.keywordOk, exact: true }).click();
      await page.getByText(t.keywordDone).waitFor();
      await shoot(page, `report-coding-keyword-${lang}`);
    });

    it('walks the report through its statuses to the end, where it is read-only', async () => {
      const { page } = author;
      await page.goto(workspace);
      const steps = page.locator('.coding-steps');
      const next = steps.getByRole('button', { name: t.next });
      const current = steps.locator('.ant-steps-item-process');
      for (const status of t.statuses.slice(1, -1)) {
        // A loading button takes no click: wait for the previous step's answer first.
        await expect.poll(() => next.evaluate((el) => el.classList.contains('ant-btn-loading'))).toBe(false);
        await next.click();
        await current.filter({ hasText: status }).waitFor();
      }
      await expect.poll(() => next.evaluate((el) => el.classList.contains('ant-btn-loading'))).toBe(false);
      await next.click();
      await page.getByText(t.ended).waitFor();
      expect(await page.getByRole('textbox', { name: t.codeLabel }).count()).toBe(0);
      await shoot(page, `report-coding-ended-${lang}`);
    });
  });
}
