import { randomUUID } from 'node:crypto';
import {
  type EndpointFacts,
  fullPath,
  reportAnswersApi,
  reportFiltersApi,
  respondApi,
} from '@cairn/contract';
import { Operator, QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { dialog, registerUser, type Session, settled } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

let browser: Browser;
let author: Session;
let page: Page;
let code: string;
/** The choice question and its first option, for the filter step. */
let firstPick = { nodeId: 0, optionId: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'ans');
  page = author.page;
  await page.setViewportSize({ width: 1366, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const rows = (p: Page) => p.locator('.answer-grid__row[aria-rowindex]:not(.answer-grid__head)');
const drawer = (p: Page) => p.locator('.ant-drawer-content-wrapper');

/** Answers the published survey from the test process, as the respondent page would. */
async function submit(base: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${JSON.stringify(envelope)}`);
}

/** Runs `action` and waits for the report call `endpoint` (one without path parameters) to answer. */
async function afterReport(p: Page, endpoint: EndpointFacts, action: () => Promise<unknown>) {
  const answered = responseOf(p, (r) => new URL(r.url()).pathname === fullPath(endpoint));
  await action();
  const body = (await (await answered).json()) as { code: string };
  expect(body.code).toBe('00000');
}

describe('report → response data', () => {
  it('shows submitted responses in the table with option labels and texts', async () => {
    const api = await surveyApi(page, '门店满意度');
    code = api.code;
    const choice = await api.add(QuestionType.SingleChoice);
    const text = await api.add(QuestionType.OpenText, { afterId: choice });
    const options = choicesOf(await api.node(choice)).map((o) => o.id);
    firstPick = { nodeId: choice, optionId: options[0]! };
    await api.launch();
    const base = new URL(page.url()).origin;
    for (const [i, words] of ['服务很好', '排队太久', '价格合理'].entries()) {
      await submit(base, {
        surveyCode: code,
        responseId: randomUUID(),
        version: 1,
        answers: { [choice]: { optionId: options[i] }, [text]: words },
        durationMs: 90_000 + i * 1000,
        source: i === 0 ? 'wechat' : '',
        timings: { [choice]: 3000, [text]: 8000 },
      });
    }
    await page.goto(`/designer/project/${code}/report/response`);
    await poll(() => rows(page).count()).toBe(3);
    await expect.poll(() => page.locator('.answer-grid').textContent()).toContain('排队太久');
    expect(await page.getByText('共 3 份答卷').count()).toBe(1);
    // Newest first: the last submission is the first row.
    expect(await rows(page).first().textContent()).toContain('价格合理');
    await shoot(page, 'report-answers-table-zh');
  });

  it('narrows the table to the filter selected in the bar and names it', async () => {
    await callEndpoint(page, reportFiltersApi.create, {
      surveyCode: code,
      name: '服务很好的',
      conditions: [
        { nodeId: firstPick.nodeId, optionType: Operator.Checked, optionIds: [firstPick.optionId] },
      ],
    });
    await page.reload();
    await poll(() => rows(page).count()).toBe(3);
    await page.getByRole('combobox', { name: '筛选' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '服务很好的' })
      .click();
    await poll(() => rows(page).count()).toBe(1);
    await page.getByText('共 1 份答卷（筛选：服务很好的）').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'report-answers-filtered-zh');
    await page.getByRole('combobox', { name: '筛选' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '全部数据' })
      .click();
    await poll(() => rows(page).count()).toBe(3);
    expect(await page.getByText('共 3 份答卷').count()).toBe(1);
  });

  it('opens one response with the keyboard, marks it invalid and valid again, logged', async () => {
    await page.locator('.answer-grid').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await drawer(page).getByText('排队太久').waitFor();
    expect(await drawer(page).getByText('用时 0:08').count()).toBe(1);
    await settled(page);
    await shoot(page, 'report-answers-drawer-zh', false);

    await drawer(page).getByRole('button', { name: '标记无效' }).click();
    await dialog(page).getByLabel('原因（选填）').fill('答题过快');
    await shoot(page, 'report-answers-mark-zh', false);
    await afterReport(page, reportAnswersApi.mark, () =>
      dialog(page)
        .getByRole('button', { name: /^确\s?定$/ })
        .click(),
    );
    await drawer(page).getByRole('button', { name: '恢复有效' }).waitFor();
    await poll(() => rows(page).nth(1).textContent()).toContain('无效');
    // The closing confirm is still "visible" while it animates out; a click on its OK is lost.
    await poll(() => dialog(page).count()).toBe(0);

    await drawer(page).getByRole('button', { name: '恢复有效' }).click();
    await afterReport(page, reportAnswersApi.mark, () =>
      dialog(page)
        .getByRole('button', { name: /^确\s?定$/ })
        .click(),
    );
    await drawer(page).getByRole('button', { name: '标记无效' }).waitFor();
    await drawer(page).getByRole('tab', { name: '操作日志' }).click();
    await drawer(page).getByText('原因：答题过快').waitFor();
    expect(await drawer(page).getByText('恢复有效').count()).toBe(1);
    await settled(page);
    await shoot(page, 'report-answers-log-zh', false);
    await page.keyboard.press('Escape');
    await settled(page);
  });

  it('filters by status and search, with an empty state', async () => {
    await page.getByLabel('搜索答卷编号、IP 或来源').fill('wechat');
    await page.getByLabel('搜索答卷编号、IP 或来源').press('Enter');
    await poll(() => rows(page).count()).toBe(1);
    await page.getByLabel('搜索答卷编号、IP 或来源').fill('no-such-thing');
    await page.getByLabel('搜索答卷编号、IP 或来源').press('Enter');
    await page.getByText('没有符合条件的答卷').waitFor();
    await shoot(page, 'report-answers-empty-zh');
    await page.getByLabel('搜索答卷编号、IP 或来源').fill('');
    await page.getByLabel('搜索答卷编号、IP 或来源').press('Enter');
    await poll(() => rows(page).count()).toBe(3);
  });

  it('deletes a selected response after a confirmation naming how many', async () => {
    await page
      .getByRole('checkbox', { name: /^选择答卷/ })
      .first()
      .check();
    await page.getByRole('button', { name: /^删\s?除$/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '删除 1 份答卷？' }).waitFor();
    await shoot(page, 'report-answers-delete-zh', false);
    await afterReport(page, reportAnswersApi.remove, () =>
      page
        .locator('.ant-modal-confirm-btns')
        .getByRole('button', { name: /^删\s?除$/ })
        .click(),
    );
    await poll(() => rows(page).count()).toBe(2);
    expect(await page.locator('.answer-grid').textContent()).not.toContain('价格合理');
    await page.setViewportSize({ width: 390, height: 844 });
    // The confirm's mask fades out after the call; shoot the table, not the fade.
    await page.locator('.ant-modal-mask').waitFor({ state: 'detached' });
    await settled(page);
    await shoot(page, 'report-answers-table-zh-390');
  });

  it('reads in English at both widths', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      baseURL: new URL(page.url()).origin,
      viewport: { width: 1366, height: 900 },
      storageState: await author.context.storageState(),
    });
    const en = await context.newPage();
    await en.goto(`/designer/project/${code}/report/response`);
    await poll(() => rows(en).count()).toBe(2);
    await en.getByText('2 responses').waitFor();
    await shoot(en, 'report-answers-table-en');
    await rows(en).first().click();
    await drawer(en).getByText('Answers', { exact: true }).first().waitFor();
    await settled(en);
    await shoot(en, 'report-answers-drawer-en', false);
    await en.keyboard.press('Escape');
    await en.setViewportSize({ width: 390, height: 844 });
    await settled(en);
    await shoot(en, 'report-answers-table-en-390');
    await context.close();
  });
});
