import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fullPath, nodesApi, publishingApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capture, launchBrowser, SCREENSHOTS_ON, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { afterCall, allSaved, questionRows } from './support/design.ts';
import { createProject, dialog, registerUser, type Session, settled } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { surveyApi } from './support/survey-api.ts';

let browser: Browser;
let author: Session;
let page: Page;
let code: string;
/** Another site that embeds the survey (frameLoads). */
let hostServer: Server;
let hostOrigin: string;

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<iframe src="${src.replace(/"/g, '')}" width="600" height="400"></iframe>`);
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(hostServer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'pub');
  page = author.page;
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
  hostServer?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });
const header = (p: Page) => p.locator('.project-header');
const publishButton = (p: Page) => header(p).locator('.publish-button');
const statusCard = (p: Page) => p.locator('.launch-status');

/** Runs `action` and answers the launch call's envelope. */
async function afterLaunch(p: Page, action: () => Promise<unknown>) {
  const answer = responseOf(p, (r) => new URL(r.url()).pathname === fullPath(publishingApi.launch));
  await action();
  return (await (await answer).json()) as {
    code: string;
    data: { errors: unknown[]; publishedVersion: number };
  };
}

/**
 * Another site's page showing `link` in an iframe, served from its own small server on this
 * machine (`http://localhost:<port>`: another origin and site than the app's 127.0.0.1, and still
 * the loopback network, which Chromium's local-network checks require of a frame's parent).
 * Whether the survey shows: Chromium replaces a frame that frame-ancestors refuses with its error page.
 */
async function frameLoads(link: string): Promise<boolean> {
  const host = await author.context.newPage();
  try {
    await host.goto(`${hostOrigin}/?src=${encodeURIComponent(link)}`);
    await poll(async () => host.frames()[1]?.url() ?? 'about:blank').not.toBe('about:blank');
    const frame = host.frames()[1]!;
    await frame.waitForLoadState();
    if (frame.url() !== link) return false;
    await frame.locator('#root *').first().waitFor();
    return true;
  } finally {
    await host.close();
  }
}

async function retitle(p: Page, title: string): Promise<void> {
  await questionRows(p).first().locator('.cairn-question__text').click();
  await p.getByRole('textbox', { name: /^(编辑标题|Edit title)/ }).waitFor();
  await p.keyboard.press('Control+A');
  await p.keyboard.type(title);
  await afterCall(p, nodesApi.update, () => p.keyboard.press('Enter'));
  await allSaved(p);
}

/** One author publishes one survey: diagnosis, first publish on the launch tab, links, republish. */
describe('publishing', () => {
  it('sends a never-published survey from the header button to the launch tab', async () => {
    code = await createProject(page, '门店体验调查');
    await page.locator('.design-canvas').waitFor();
    await afterCall(page, nodesApi.add, () =>
      page.locator('.design-palette__item[data-type="single-choice"]').click(),
    );
    await allSaved(page);
    await retitle(page, '你参加过赌博活动吗？');
    expect(await publishButton(page).textContent()).toContain('发布');
    await publishButton(page).click();
    await page.waitForURL(`**/designer/project/${code}/launch/base`);
    await statusCard(page).getByText('问卷还没有发布').waitFor();
    expect(await page.locator('.launch-qr').count()).toBe(0);
    await settled(page);
    await shoot(page, 'launch-unpublished-zh');
  });

  it('lists the diagnosis and publishes nothing; an item jumps to its question', async () => {
    const answer = await afterLaunch(page, () =>
      statusCard(page).getByRole('button', { name: '发布' }).click(),
    );
    expect(answer.data.errors).toHaveLength(1);
    const modal = dialog(page);
    await modal.getByText('发布前检查').waitFor();
    expect(await modal.locator('.diagnosis__item').allInnerTexts()).toEqual([
      expect.stringMatching(/敏感词\s*Q1 你参加过赌博活动吗？\s*包含敏感词：赌博/),
    ]);
    await settled(page);
    await shoot(page, 'launch-diagnosis-zh');
    await modal.getByRole('button', { name: /前往修改/ }).click();
    await page.waitForURL(`**/designer/project/${code}/design`);
    await page.locator('.design-canvas').waitFor();
    await poll(() =>
      page.evaluate(() => document.activeElement?.closest('.design-row--question') !== null),
    ).toBe(true);
  });

  it('publishes version 1 from the launch tab: link, QR code, embed code', async () => {
    await retitle(page, '你多久来一次本店？');
    await page.getByRole('link', { name: '发布' }).click();
    await page.waitForURL(`**/launch/base`);
    const answer = await afterLaunch(page, () =>
      statusCard(page).getByRole('button', { name: '发布' }).click(),
    );
    expect(answer.data).toMatchObject({ errors: [], publishedVersion: 1 });
    await statusCard(page).getByText('当前版本 v1').waitFor();
    await poll(() => publishButton(page).textContent()).toContain('已发布');
    const link = await page.locator('#launch-public-link').inputValue();
    expect(link).toMatch(new RegExp(`/r/${code}$`));
    await poll(() => page.locator('.launch-qr__image').getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await page.locator('#launch-embed').inputValue()).toContain(`<iframe src="${link}"`);
  });

  it('adds a channel link with its own source', async () => {
    await page.getByRole('button', { name: '添加链接' }).click();
    const modal = dialog(page);
    await modal.getByLabel('名称').fill('微信群');
    await modal.getByLabel('来源标识').fill('wechat');
    await modal.getByLabel('渠道（可选）').fill('march');
    const saved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(publishingApi.saveLink));
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await saved;
    const row = page
      .locator('.launch-card')
      .filter({ hasText: '多渠道链接' })
      .locator('tbody tr.ant-table-row');
    await poll(() => row.count()).toBe(1);
    expect(await row.first().textContent()).toContain(`/r/${code}?source=wechat&channel=march`);
    await settled(page);
    await shoot(page, 'launch-published-zh');
  });

  it('limits embedding to listed sites from the launch tab (issue 18 item 9)', async () => {
    const framing = async () => {
      const res = await page.request.get(`/r/${code}`);
      const csp = res.headers()['content-security-policy'] ?? '';
      return { xfo: res.headers()['x-frame-options'], ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] };
    };
    expect(await framing()).toEqual({ xfo: undefined, ancestors: '*' });
    const link = await page.locator('#launch-public-link').inputValue();
    expect(await frameLoads(link)).toBe(true);
    const sites = page.locator('#launch-embed-sites');
    await sites.click();
    await page.keyboard.type('https://shop.example.com/page');
    await page.keyboard.press('Enter');
    await page.locator('.launch-embed-sites .ant-alert-error').waitFor();
    expect(await page.getByRole('button', { name: '保存网站' }).isDisabled()).toBe(true);
    await settled(page);
    await shoot(page, 'launch-embed-invalid-zh');
    await capture(page.locator('.launch-share'), 'launch-embed-invalid-zh');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('shop.example.com');
    await page.keyboard.press('Enter');
    await page.keyboard.type('*.partner.cn');
    await page.keyboard.press('Enter');
    await poll(() => page.locator('.launch-embed-sites .ant-alert-error').count()).toBe(0);
    const saved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(publishingApi.saveEmbed));
    await page.getByRole('button', { name: '保存网站' }).click();
    await saved;
    await page.getByText('嵌入网站已保存').waitFor();
    expect(await framing()).toEqual({ xfo: undefined, ancestors: "'self' shop.example.com *.partner.cn" });
    expect(await frameLoads(link)).toBe(false);
    // The designer itself stays unframeable.
    const designer = await page.request.get(`/designer/project/${code}/launch/base`);
    expect(designer.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await page.reload();
    await page.locator('.launch-embed-sites .ant-select-selection-item').first().waitFor();
    expect(await page.locator('.launch-embed-sites .ant-select-selection-item').allInnerTexts()).toEqual([
      'shop.example.com',
      '*.partner.cn',
    ]);
    await settled(page);
    await shoot(page, 'launch-embed-sites-zh');
    await capture(page.locator('.launch-share'), 'launch-embed-sites-zh');
    // Listed, that site may show it.
    const listed = await callEndpoint(page, publishingApi.saveEmbed, {
      code,
      domains: ['shop.example.com', new URL(hostOrigin).host],
    });
    expect(listed.embedDomains).toEqual(['shop.example.com', new URL(hostOrigin).host]);
    expect(await frameLoads(link)).toBe(true);
  });

  it('republishes an edit from the header as version 2, then ends and reopens', async () => {
    await page.getByRole('link', { name: '问卷设计' }).click();
    await page.locator('.design-canvas').waitFor();
    await retitle(page, '你多久光顾一次本店？');
    await poll(() => header(page).locator('.status-badge').textContent()).toBe('已修改未发布');
    await poll(() => publishButton(page).textContent()).not.toContain('已发布');
    const answer = await afterLaunch(page, () => publishButton(page).click());
    expect(answer.data).toMatchObject({ errors: [], publishedVersion: 2 });
    await poll(() => publishButton(page).textContent()).toContain('已发布');
    // The "published" toast opens below the header, so the tabs stay clickable while it shows.
    if (SCREENSHOTS_ON) {
      await page.locator('.ant-message-notice').first().waitFor();
      await settled(page);
      await capture(page, 'launch-republished-toast-zh');
    }
    await page.getByRole('link', { name: '发布' }).click();
    await statusCard(page).getByText('当前版本 v2').waitFor();
    await statusCard(page).getByRole('button', { name: '结束收集' }).click();
    await dialog(page).getByRole('button', { name: '结束收集' }).click();
    await statusCard(page).getByText('问卷已结束，受访者无法再提交答卷。').waitFor();
    // The status loading flag holds for 400 ms after the answer (spec); a loading button takes no click.
    const reopen = statusCard(page).getByRole('button', { name: '重新开启' });
    await poll(() => reopen.evaluate((b) => b.classList.contains('ant-btn-loading'))).toBe(false);
    await reopen.click();
    await poll(() => statusCard(page).locator('.status-badge').textContent()).toBe('收集中');
  });

  it('asks a discussion project for its interviewees first (A5505), with "go upload"', async () => {
    const discussion = await createProject(page, '店员访谈', 1);
    await page.goto(`/designer/project/${discussion}/launch/base`);
    const answer = await afterLaunch(page, () =>
      statusCard(page).getByRole('button', { name: '发布' }).click(),
    );
    expect(answer.code).toBe('A5505');
    const confirm = dialog(page);
    await confirm.getByText('请先在受访者页面上传受访者名单，否则无法发布项目。').waitFor();
    await settled(page);
    await shoot(page, 'launch-interviewees-zh');
    await confirm.getByRole('button', { name: '去上传' }).click();
    // The interviewee roll (issue 24): interview-roll.spec.ts goes on from there.
    await page.waitForURL((url) => url.pathname.endsWith(`/project/${discussion}/user`));
    await page.getByText('还没有受访者').waitFor();
  });

  it('shows the launch tab and the diagnosis in English', async () => {
    const en = await registerUser(browser, 'en-US', 'puben');
    const enCode = await createProject(en.page, 'Store visit survey');
    await en.page.goto(`/designer/project/${enCode}/launch/base`);
    await afterLaunch(en.page, () => statusCard(en.page).getByRole('button', { name: 'Publish' }).click());
    await dialog(en.page).getByText('The survey has no questions yet').waitFor();
    await settled(en.page);
    await shoot(en.page, 'launch-diagnosis-en');
    await en.page.keyboard.press('Escape');
    await en.page.getByRole('link', { name: /Design/ }).click();
    await en.page.locator('.design-canvas').waitFor();
    await afterCall(en.page, nodesApi.add, () =>
      en.page.locator('.design-palette__item[data-type="single-choice"]').click(),
    );
    await allSaved(en.page);
    await en.page.getByRole('link', { name: 'Launch' }).click();
    const answer = await afterLaunch(en.page, () =>
      statusCard(en.page).getByRole('button', { name: 'Publish' }).click(),
    );
    expect(answer.data.publishedVersion).toBe(1);
    await poll(() => en.page.locator('.launch-qr__image').getAttribute('src')).toMatch(/^data:image\/png/);
    await settled(en.page);
    await shoot(en.page, 'launch-published-en');
    await capture(en.page.locator('.launch-share'), 'launch-embed-sites-en');
    // Issue 18 item 7: the page speaks the survey's language, not the publisher's interface. A
    // survey written from the Chinese interface is published from this English one.
    const zh = await surveyApi(en.page, '门店体验调查', 'zh');
    await zh.add(QuestionType.SingleChoice);
    await en.page.goto(`/designer/project/${zh.code}/launch/base`);
    const published = await afterLaunch(en.page, () =>
      statusCard(en.page).getByRole('button', { name: 'Publish' }).click(),
    );
    expect(published.data.publishedVersion).toBe(1);
    const respondentPage = await en.context.newPage();
    await respondentPage.goto(await en.page.locator('#launch-public-link').inputValue());
    await respondentPage.getByRole('button', { name: '提交' }).waitFor();
    expect(await respondentPage.locator('html').getAttribute('lang')).toBe('zh-CN');
    await capture(respondentPage, 'respond-zh-published-from-en');
    await respondentPage.close();
    await en.page.goto(`/designer/project/${enCode}/launch/base`);
    await en.page.locator('.launch-qr__image').waitFor();
    await en.page.setViewportSize({ width: 390, height: 844 });
    await settled(en.page);
    await shoot(en.page, 'launch-published-en-phone');
    await en.context.close();
  });
});
