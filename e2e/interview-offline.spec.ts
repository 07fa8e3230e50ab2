import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DESIGNER_CLIENT_SECRET,
  discussionOfflineApi,
  fillPath,
  fullPath,
  OFFLINE_INLINE_ID,
  reportAnswersApi,
  respondApi,
  respondentFileApi,
  signRequest,
} from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { importRoll } from './support/interview-roll.ts';
import { offlineQueue } from './support/offline-queue.ts';
import { registerUser, type Session } from './support/projects.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * The offline interview file (issue 24): the author of an interview project downloads the file,
 * opens it from disk in a browser with the network cut, interviews two people from the roll (the
 * first hands over a file for the upload question), reloads (the answers and the file are still
 * queued), goes online and syncs: the file is uploaded before the submit, and the report counts
 * the two responses once although their receipts were lost and they were sent again. The projects
 * and their rolls are made through the product's calls (the roll import), on the shared server.
 */
let browser: Browser;
let author: Session;
/** Interviewee codes by person (the server makes them at import). */
const people = { zhang: '', li: '', alice: '' };
let code = '';
let codeEn = '';
let file = '';
let offline: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'offline');
  const api = await surveyApi(author.page, '社区服务访谈', 'zh', { projectType: 1 });
  const q = await api.add(QuestionType.SingleChoice);
  await api.update(q, { title: '您对社区服务满意吗？' });
  const text = await api.add(QuestionType.OpenText);
  await api.update(text, { title: '还有什么建议？' });
  const upload = await api.add(QuestionType.Upload);
  await api.update(upload, {
    title: '上传现场照片或材料',
    setting: { required: false, file_suffix: ['pdf'] },
  });
  code = api.code;
  const en = await surveyApi(author.page, 'Neighbourhood services', 'en', { projectType: 1 });
  const qEn = await en.add(QuestionType.SingleChoice);
  await en.update(qEn, { title: 'Are you satisfied with the services?' });
  await en.settings({ lang: 'en' });
  codeEn = en.code;
  // The rolls, through the import the designer uses, before publishing (A5505 without one).
  const zhCodes = await importRoll(
    author.page,
    code,
    [
      ['姓名', '分组', '街道'],
      ['张伟', '一组', '西湖街道 1'],
      ['李娜', '一组', '西湖街道 2'],
      ['王芳', null, '西湖街道 3'],
    ],
    [{ key: 'street', label: '街道' }],
  );
  people.zhang = zhCodes.get('张伟')!;
  people.li = zhCodes.get('李娜')!;
  people.alice = (await importRoll(author.page, codeEn, [['Name'], ['Alice Walker'], ['Bob Stone']])).get(
    'Alice Walker',
  )!;
  await api.launch();
  await en.launch();
}, 240_000);
afterAll(async () => {
  await offline?.context.close();
  await author?.context.close();
  await browser?.close();
});

/** GET the offline file as the author's page would (token and request signature). */
async function download(page: Page, project = code): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const time = Date.now();
  return fetch(`${inject('baseUrl')}/api${fillPath(discussionOfflineApi.download, { id: project })}`, {
    headers: {
      authorization: `Bearer ${token}`,
      time: String(time),
      sign: signRequest({}, undefined, time, DESIGNER_CLIENT_SECRET),
    },
  });
}

const count = (page: Page) => page.getByTestId('offline-count').textContent();

/** The file the first interviewee hands over (chosen offline, uploaded at sync). */
const PDF = {
  name: '社区活动记录.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

async function interview(page: Page, name: string, choice: number, advice: string, file?: typeof PDF) {
  await page.locator('.offline-person', { hasText: name }).getByRole('button').click();
  await page.getByText(`正在访谈：${name}`).waitFor();
  await page.getByRole('radio').nth(choice).check();
  await page.getByRole('textbox').fill(advice);
  if (file) {
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.locator('.cairn-files__name', { hasText: file.name }).waitFor();
  }
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByText(`${name} 的答卷已保存在本机`).waitFor();
}

describe('the offline interview file', () => {
  it('downloads from the project list as one HTML file carrying the app, the document, the roll and a ticket', async () => {
    const { page } = author;
    await page.goto('/designer/project');
    await page.getByRole('button', { name: '“社区服务访谈”的更多操作' }).click();
    const menu = page.getByRole('menuitem', { name: '下载离线访谈文件' });
    await menu.waitFor();
    await shoot(page, 'interview-offline-menu-zh', false);
    const [saved] = await Promise.all([page.waitForEvent('download'), menu.click()]);
    expect(saved.suggestedFilename()).toBe(`offline-${code}.html`);
    await page.getByText('离线访谈文件已下载').waitFor();
    file = join(mkdtempSync(join(tmpdir(), 'cairn-offline-')), `offline-${code}.html`);
    await saved.saveAs(file);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain(`id="${OFFLINE_INLINE_ID}"`);
    expect(html).toContain('张伟');
    // Self-contained: no script or stylesheet is fetched from anywhere.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('interviews two people with the network cut, and keeps their answers over a reload', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    offline = { context, page: await context.newPage() };
    const { page } = offline;
    await context.setOffline(true);
    await page.goto(`file://${file}`);
    await page.getByRole('heading', { name: /离线访谈/ }).waitFor();
    expect(await count(page)).toBe('没有待同步的答卷');
    await page.getByText('未联网').waitFor();
    await shoot(page, 'interview-offline-roll-zh');
    await page.locator('.offline-person', { hasText: '张伟' }).getByRole('button').click();
    await page.getByText('正在访谈：张伟').waitFor();
    await shoot(page, 'interview-offline-answering-zh');
    await page.getByRole('button', { name: /返回名单/ }).click();
    await interview(page, '张伟', 0, '多开几场社区活动', PDF);
    expect(await count(page)).toBe('1 份答卷待同步');
    await interview(page, '李娜', 1, '路灯要修');
    expect(await count(page)).toBe('2 份答卷待同步');
    await page.locator('.offline-person', { hasText: '李娜' }).getByText('已答，待同步').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /离线访谈/ }).waitFor();
    expect(await count(page)).toBe('2 份答卷待同步');
    await shoot(page, 'interview-offline-queued-zh');
  });

  it('syncs when the network returns (the file first), and counts each response once when its receipt was lost', async () => {
    const { context, page } = offline;
    const queued = await offlineQueue(page, code);
    expect(queued).toHaveLength(2);
    // The server takes each interview's first submit, but its answer never reaches the page (a
    // lost receipt): the interview stays queued and is sent again.
    const submitUrl = `**${fullPath(respondApi.submit)}`;
    const lost = new Set<string>();
    await context.route(submitUrl, async (route) => {
      const body = route.request().postDataJSON() as { responseId?: string } | null;
      const id = route.request().method() === 'POST' ? body?.responseId : undefined;
      if (!id || lost.has(id)) return route.continue();
      lost.add(id);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await page.getByText('已联网').waitFor();
    await expect.poll(() => lost.size, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => count(page), { timeout: 20_000 }).toBe('没有待同步的答卷');
    await context.unroute(submitUrl);
    await page.locator('.offline-person', { hasText: '张伟' }).getByText('已同步').waitFor();
    await shoot(page, 'interview-offline-synced-zh');
    await page.reload();
    await expect.poll(() => count(page), { timeout: 20_000 }).toBe('没有待同步的答卷');
    expect(await page.getByRole('button', { name: '立即同步' }).isDisabled()).toBe(true);
    const { page: authorPage } = author;
    await authorPage.goto(`/designer/project/${code}/report`);
    await authorPage.locator('[data-testid="overview-total"]').waitFor();
    await expect
      .poll(() =>
        authorPage.locator('[data-testid="overview-total"] .ant-statistic-content-value').textContent(),
      )
      .toBe('2');
    await shoot(authorPage, 'interview-offline-report-zh');
    // 张伟's response holds the file chosen offline, byte for byte; 李娜 gave none.
    const filesOf = async (intervieweeCode: string) => {
      const id = queued.find((q) => q.intervieweeCode === intervieweeCode)!.responseId as string;
      const detail = await callEndpoint(authorPage, reportAnswersApi.detail, { id, surveyCode: code });
      return detail.questions.flatMap((q) => q.files);
    };
    const [stored, ...more] = await filesOf(people.zhang);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ name: PDF.name, size: PDF.buffer.length });
    expect(await filesOf(people.li)).toEqual([]);
    const link = await callEndpoint(authorPage, respondentFileApi.sign, {
      surveyCode: code,
      key: stored!.key,
    });
    const bytes = Buffer.from(await (await fetch(new URL(link.url, inject('baseUrl')))).arrayBuffer());
    expect(bytes.equals(PDF.buffer)).toBe(true);
  });

  it('withdraws the offline files from the project list: the file downloaded before cannot send another interview', async () => {
    const { page } = author;
    await page.goto('/designer/project');
    await page.getByRole('button', { name: '“社区服务访谈”的更多操作' }).click();
    await page.getByRole('menuitem', { name: '作废离线访谈文件' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .locator('.ant-modal-confirm-title', { hasText: '作废“社区服务访谈”已发出的全部离线文件？' })
      .waitFor();
    await shoot(page, 'interview-offline-withdraw-zh', false);
    await confirm.getByRole('button', { name: /^作\s?废$/ }).click();
    await page.getByText('“社区服务访谈”的离线文件已作废，此后下载的文件可正常使用').waitFor();
    const { page: field } = offline;
    await interview(field, '王芳', 0, '无');
    const syncNow = field.getByRole('button', { name: '立即同步' });
    if (await syncNow.isEnabled()) await syncNow.click();
    // The refusal tells the host what to do: get a new file (the catalogue's words are for the console).
    await field
      .getByText(/（A5530）：本离线文件已失效.*请联网后重新下载离线访谈文件/)
      .waitFor({ timeout: 20_000 });
    expect(await count(field)).toBe('1 份答卷待同步');
    await shoot(field, 'interview-offline-withdrawn-zh');
  });

  it('speaks the survey’s language (en), fits a phone, and says why an answer was refused', async () => {
    const html = await (await download(author.page, codeEn)).text();
    const path = join(mkdtempSync(join(tmpdir(), 'cairn-offline-')), `offline-${codeEn}.html`);
    writeFileSync(path, html);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await context.setOffline(true);
      await page.goto(`file://${path}`);
      await page.getByRole('heading', { name: /Offline interviews/ }).waitFor();
      await page.getByText('Offline', { exact: true }).waitFor();
      await page.locator('.offline-person', { hasText: 'Alice Walker' }).getByRole('button').click();
      await page.getByText(`Interviewing Alice Walker (${people.alice})`).waitFor();
      await page.getByRole('radio').first().check();
      await shoot(page, 'interview-offline-answering-en-390');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Alice Walker’s answers are kept on this device').waitFor();
      expect(await count(page)).toBe('1 answer waiting to sync');
      await shoot(page, 'interview-offline-queued-en-390');
      // An interviewee the server does not know (taken off the roll meanwhile): refused, kept, said why.
      const queue = await offlineQueue(page, codeEn);
      await offlineQueue(
        page,
        codeEn,
        queue.map((q) => ({ ...q, intervieweeCode: 'GONE' })),
      );
      await page.reload();
      await context.setOffline(false);
      await page.getByText(/Refused by the server \(A5531\)/).waitFor({ timeout: 20_000 });
      expect(await count(page)).toBe('1 answer waiting to sync');
      await shoot(page, 'interview-offline-refused-en-390');
    } finally {
      await context.close();
    }
  });
});
