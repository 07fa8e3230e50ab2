import { randomUUID } from 'node:crypto';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { registerUser, type Session } from './support/projects.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * The insight report end to end: 40 responses where the first group picks the first colour far
 * more often (16 of 20 against 4 of 20), so with the group as the banner the report states that
 * difference with its test; a paragraph hidden, rewritten and reset; screenshots in both
 * languages.
 */
let browser: Browser;
let author: Session;
let code = '';

async function submit(page: Page, answers: Record<string, unknown>, surveyCode = code): Promise<void> {
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string; message: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code} ${envelope.message}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'en-US', 'insight');
  const api = await surveyApi(author.page, 'Insight journey', 'en');
  const colour = await api.add(QuestionType.SingleChoice, { title: 'Favourite colour' });
  const group = await api.add(QuestionType.SingleChoice, { afterId: colour, title: 'Group' });
  await api.launch();
  const nodes = await api.nodes();
  const colourIds = choicesOf(nodes.get(colour)!).map((o) => o.id);
  const groupIds = choicesOf(nodes.get(group)!).map((o) => o.id);
  code = api.code;
  for (let i = 0; i < 40; i++) {
    const first = i < 20;
    const firstColour = first ? i < 16 : i < 24;
    await submit(author.page, {
      [colour]: { optionId: colourIds[firstColour ? 0 : 1] },
      [group]: { optionId: groupIds[first ? 0 : 1] },
    });
  }
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const paragraph = (page: Page, id: string) => page.locator(`[data-paragraph="${id}"]`);
const radio = (page: Page, name: string) =>
  page.locator('label.ant-radio-button-wrapper', { hasText: name }).click();

describe('insight report', () => {
  it('states the significant difference across the banner, in English and Chinese', async () => {
    const { page } = author;
    await page.goto(`/designer/project/${code}/report/insight`);
    await page.getByRole('heading', { name: 'Insight report' }).waitFor();
    await page.getByText(/This report counts 40 complete responses/).waitFor();
    const banner = page.getByRole('combobox', { name: 'Compare by' });
    await banner.click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Q2\b/ }).click();
    await page.keyboard.press('Escape');
    await page
      .getByText(/column proportions z test, p [<=]/)
      .first()
      .waitFor();
    const figure = page.locator('mark.insight-figure').first();
    await figure.focus();
    await page.locator('.ant-tooltip').getByText(/Value/).first().waitFor();
    await shoot(page, 'report-insight-en');

    await radio(page, '中文');
    await page
      .getByText(/列比例z检验/)
      .first()
      .waitFor();
    await shoot(page, 'report-insight-zh-report');
  });

  it('hides, rewrites and resets a paragraph', async () => {
    const { page } = author;
    await radio(page, 'English');
    const summary = paragraph(page, 'survey:summary');
    await summary.getByText(/This report counts 40 complete responses/).waitFor();
    await summary.getByRole('button', { name: 'Hide' }).click();
    await summary.getByText('Hidden (left out of the export)').waitFor();
    await summary.getByRole('button', { name: 'Show' }).click();
    await summary.getByRole('button', { name: 'Edit' }).click();
    await summary.getByLabel('Paragraph text').fill('Forty people answered.');
    await summary.getByRole('button', { name: 'Save' }).click();
    await summary.getByText('Forty people answered.').waitFor();
    await summary.getByText('Edited').waitFor();
    await shoot(page, 'report-insight-edited-en');
    await summary.getByRole('button', { name: 'Reset to generated' }).click();
    await summary.getByText(/This report counts 40 complete responses/).waitFor();
    expect(await summary.getByText('Edited').count()).toBe(0);
  });

  it('shows the page in a Chinese interface', async () => {
    const zh = await registerUser(browser, 'zh-CN', 'insightzh');
    try {
      const api = await surveyApi(zh.page, '洞察旅程', 'zh');
      const q = await api.add(QuestionType.SingleChoice, { title: '性别' });
      await api.launch();
      await zh.page.goto(`/designer/project/${api.code}/report/insight`);
      await zh.page.getByRole('heading', { name: '洞察报告' }).waitFor();
      await zh.page.getByText('还没有完整答卷').waitFor();
      await shoot(zh.page, 'report-insight-empty-zh');
      const ids = choicesOf((await api.nodes()).get(q)!).map((o) => o.id);
      for (let i = 0; i < 8; i++) await submit(zh.page, { [q]: { optionId: ids[i < 6 ? 0 : 1] } }, api.code);
      await zh.page.reload();
      await zh.page.getByText('最值得关注的发现：').waitFor();
      await shoot(zh.page, 'report-insight-zh');
    } finally {
      await zh.context.close();
    }
  });
});
