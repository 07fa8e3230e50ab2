import { fullPath, inviteApi, respondApi, respondPreviewApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { answerOf, responseOf } from './support/response-of.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * A respondent answers a small published survey on /r/{code}: on a desktop and on a 390 px phone,
 * with a refresh midway (the local draft resumes), and offline at submit (pending, then done).
 * axe-core scans each state on the way (messages, answered, done, pending, the gates and their
 * errors, the preview chrome).
 */
let browser: Browser;
let author: Session;
let authorEn: Session;
/** Survey codes by the survey's language (made by a zh and an en author). */
const codes: Record<'zh' | 'en' | 'password' | 'invite' | 'pages', string> = {
  pages: '',
  zh: '',
  en: '',
  password: '',
  invite: '',
};
const contexts: BrowserContext[] = [];

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * A survey with a single choice and an open text, built and published through the designer API
 * (the designer's own screens have journeys of their own; this one's subject is the respondent page).
 */
async function publishSurvey(
  page: Page,
  lang: 'zh' | 'en',
  gate?: { password?: string; inviteCode?: string; pages?: boolean },
): Promise<string> {
  const zh = lang === 'zh';
  const api = await surveyApi(page, zh ? '门店体验调查' : 'Store survey', lang);
  await api.add(QuestionType.SingleChoice, { title: zh ? '你多久来一次本店？' : 'How often do you visit?' });
  if (gate?.pages) await api.add(QuestionType.PageBreak);
  await api.add(QuestionType.OpenText, { title: zh ? '还有什么建议？' : 'Anything we should improve?' });
  // The English author's survey answers in English without touching the setting: a new survey
  // stores its creator's language as the respondent page's (issue 18 item 7).
  if (gate?.password) await api.settings({ password: gate.password });
  if (gate?.inviteCode) {
    await api.settings({ inviteCodes: true });
    await callEndpoint(page, inviteApi.import, { surveyCode: api.code, text: gate.inviteCode });
  }
  await api.launch();
  return api.code;
}

async function respondent(width: number): Promise<Page> {
  const { context, page } = await newPage(browser, 'zh-CN');
  contexts.push(context);
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  // No page transitions: screenshots show the settled page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

const submitted = (page: Page) =>
  responseOf(page, (r) => new URL(r.url()).pathname === fullPath(respondApi.submit) && r.status() === 200);

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'resp');
  codes.zh = await publishSurvey(author.page, 'zh');
  authorEn = await registerUser(browser, 'en-US', 'respen');
  codes.en = await publishSurvey(authorEn.page, 'en');
  codes.password = await publishSurvey(author.page, 'zh', { password: 'store2030' });
  codes.invite = await publishSurvey(author.page, 'zh', { inviteCode: 'VIP-001' });
  codes.pages = await publishSurvey(author.page, 'zh', { pages: true });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await author?.context.close();
  await authorEn?.context.close();
  await browser?.close();
});

describe('answering a published survey', () => {
  // axe-core scans the first two (each width, each language once): the other two draw alike.
  for (const [name, width, lang, scan] of [
    ['desktop', 1280, 'zh', true],
    ['phone', 390, 'en', true],
    ['phone', 390, 'zh', false],
    ['desktop', 1280, 'en', false],
  ] as const) {
    it(`answers and submits on the ${name} in ${lang}, with a refresh midway`, async () => {
      const page = await respondent(width);
      const expectAccessibleHere = scan ? expectAccessible : async () => {};
      await page.goto(`/r/${codes[lang]}?uid=42`);
      const first = page.locator('.respond-question').first();
      await first.waitFor();
      // Live validation: "next" with nothing chosen shows the required message.
      await page.locator('.respond-nav__next').click();
      await page.locator('.cairn-issues__item').first().waitFor();
      expect(await page.locator('.cairn-issues__item').first().textContent()).toBe(
        lang === 'zh' ? '请回答此题' : 'Please answer this question',
      );
      expect(await page.locator('.respond-nav__next').textContent()).toBe(lang === 'zh' ? '提交' : 'Submit');
      await expectAccessibleHere(page, 'required message');
      await shoot(page, `respond-${name}-issues-${lang}`);
      await first.getByRole('radio').first().check();
      // The message goes as soon as the question is answered (the open text below still has its own).
      await poll(() => first.locator('.cairn-issues__item').count()).toBe(0);
      // A refresh keeps the answer (local draft).
      await page.reload();
      await page.locator('.respond-question').first().waitFor();
      expect(await page.locator('.respond-question').first().getByRole('radio').first().isChecked()).toBe(
        true,
      );
      await page.locator('.respond-question').nth(1).locator('textarea, input').first().fill('更多停车位');
      await expectAccessibleHere(page, 'answered');
      await shoot(page, `respond-${name}-answered-${lang}`);
      const answer = submitted(page);
      await page.locator('.respond-nav__next').click();
      const receipt = (await (await answer).json()) as { code: string; data: { receipt: string } };
      expect(receipt).toMatchObject({ code: '00000', data: { receipt: 'cairn.receipt.v1' } });
      await page.locator('.respond-finished--done').waitFor();
      await expectAccessibleHere(page, 'done');
      await shoot(page, `respond-${name}-done-${lang}`);
    });
  }

  it('waits offline at submit and delivers once the connection returns', async () => {
    const page = await respondent(390);
    const code = codes.zh;
    await page.goto(`/r/${code}`);
    await page.locator('.respond-question').first().getByRole('radio').first().check();
    await page.locator('.respond-question').nth(1).locator('textarea, input').first().fill('没有');
    await page.context().setOffline(true);
    await page.locator('.respond-nav__next').click();
    await page.locator('.respond-finished--pending').waitFor();
    await expectAccessible(page, 'pending', true);
    await shoot(page, 'respond-phone-pending-zh');
    const stored = await page.evaluate((key) => localStorage.getItem(key), `cairn:draft:${code}`);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ status: 'pending' });
    const answer = submitted(page);
    await page.context().setOffline(false);
    await answer;
    await page.locator('.respond-finished--done').waitFor();
    const after = await page.evaluate((key) => localStorage.getItem(key), `cairn:draft:${code}`);
    expect(JSON.parse(after ?? '{}')).toMatchObject({ status: 'done' });
  });

  it('asks for the password, says when it is wrong, then answers with it', async () => {
    const page = await respondent(390);
    await page.goto(`/r/${codes.password}`);
    await page.locator('.respond-access, .respond-question').first().waitFor();
    await shoot(page, 'respond-phone-password-zh');
    const input = page.getByLabel('请输入问卷密码');
    await input.fill('wrong');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('alert').filter({ hasText: '密码错误' }).waitFor();
    // The gate with its message: the scan covers the plain gate too.
    await expectAccessible(page, 'password error', true);
    await shoot(page, 'respond-phone-password-error-zh');
    await input.fill('store2030');
    await page.getByRole('button', { name: '确定' }).click();
    await page.locator('.respond-question').first().getByRole('radio').first().check();
    await page.locator('.respond-question').nth(1).locator('textarea, input').first().fill('好');
    const answer = submitted(page);
    await page.locator('.respond-nav__next').click();
    await answer;
    await page.locator('.respond-finished--done').waitFor();
  });

  it('previews the draft for its author: nothing saved, reset, PC and phone frames', async () => {
    const page = author.page;
    const publicCalls: string[] = [];
    const publicPaths = new Set(Object.values(respondApi).map((call) => fullPath(call)));
    page.on('request', (r) => {
      if (publicPaths.has(new URL(r.url()).pathname)) publicCalls.push(r.url());
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/r/${codes.zh}?preview=1`);
    await page.locator('.respond-preview-bar').getByText('预览模式：答案不会被保存').waitFor();
    const first = page.locator('.respond-question').first();
    await first.getByRole('radio').first().check();
    await page.getByRole('button', { name: '手机' }).click();
    await page.locator('.respond-preview__frame--phone').waitFor();
    await expectAccessible(page, 'preview, phone frame');
    await shoot(page, 'respond-preview-phone-zh');
    await page.getByRole('button', { name: '重新开始' }).click();
    await poll(() => first.getByRole('radio').first().isChecked()).toBe(false);
    await first.getByRole('radio').first().check();
    await page.locator('.respond-question').nth(1).locator('textarea, input').first().fill('预览');
    const checked = answerOf(page, respondPreviewApi.submit);
    await page.locator('.respond-nav__next').click();
    expect(((await (await checked).json()) as { data: { ok: boolean } }).data.ok).toBe(true);
    await page.locator('.respond-finished--done').waitFor();
    await page.getByRole('button', { name: '电脑' }).click();
    await expectAccessible(page, 'preview done, PC frame');
    await shoot(page, 'respond-preview-done-zh');
    expect(publicCalls).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), `cairn:draft:${codes.zh}`)).toBeNull();
  });

  it('asks for an invitation code; a code answers once', async () => {
    const page = await respondent(390);
    await page.goto(`/r/${codes.invite}`);
    const input = page.getByLabel('请输入邀请码');
    await input.fill('NOPE-1');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('alert').filter({ hasText: '邀请码错误' }).waitFor();
    await expectAccessible(page, 'invitation code error', true);
    await input.fill('VIP-001');
    await page.getByRole('button', { name: '确定' }).click();
    await page.locator('.respond-question').first().getByRole('radio').first().check();
    await page.locator('.respond-question').nth(1).locator('textarea, input').first().fill('好');
    const answer = submitted(page);
    await page.locator('.respond-nav__next').click();
    await answer;
    await page.locator('.respond-finished--done').waitFor();
    // Someone else with the same code: refused, the code is used.
    const other = await respondent(390);
    await other.goto(`/r/${codes.invite}`);
    await other.getByLabel('请输入邀请码').fill('VIP-001');
    await other.getByRole('button', { name: '确定' }).click();
    await other.getByRole('alert').filter({ hasText: '邀请码错误' }).waitFor();
    await shoot(other, 'respond-phone-invite-used-zh');
  });

  it('turns pages: a partial save at each turn, back keeps the answers, numbers continue', async () => {
    const page = await respondent(1280);
    await page.goto(`/r/${codes.pages}`);
    const question = page.locator('.respond-question');
    await question.first().getByRole('radio').nth(1).check();
    expect(await question.count()).toBe(1);
    const saved = answerOf(page, respondApi.save);
    await page.getByRole('button', { name: '下一页' }).click();
    const receipt = (await (await saved).json()) as { code: string; data: { receipt: string } };
    expect(receipt).toMatchObject({ code: '00000', data: { receipt: 'cairn.saved.v1' } });
    await poll(() => question.first().locator('.cairn-question__number').textContent()).toBe('2.');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await shoot(page, 'respond-desktop-page2-zh');
    await page.getByRole('button', { name: '上一页' }).click();
    await poll(() => question.first().getByRole('radio').nth(1).isChecked()).toBe(true);
    await page.getByRole('button', { name: '下一页' }).click();
    await question.first().locator('textarea, input').first().fill('好');
    const answer = submitted(page);
    await page.getByRole('button', { name: '提交' }).click();
    await answer;
    await page.locator('.respond-finished--done').waitFor();
  });
});
