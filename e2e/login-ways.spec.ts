import { authApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { startMessagingServer } from './support/messaging-server.ts';
import type { RunningServer } from './support/server-process.ts';

/**
 * SSO and QR login on a server of their own with the local providers chosen (SSO_ISSUER=local,
 * MESSAGING_APP=local), its PUBLIC_URL its own address so the issuer sends the browser back here.
 */
let browser: Browser;
let server: RunningServer;
let base: string;
beforeAll(async () => {
  ({ server, base } = await startMessagingServer({ SSO_ISSUER: 'local' }));
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const words = {
  'zh-CN': {
    sso: '单点登录（SSO）',
    qrTab: '扫码登录',
    openLink: '无法扫码？打开扫码页面',
    account: '账号',
    password: '密码',
    // antd spaces two-character Chinese button labels in some versions.
    login: /^登\s?录$/,
    bind: /^绑\s?定$/,
    unbind: /^解\s?绑$/,
    ok: /^确\s?定$/,
    bound: '已绑定',
    bindAlt: '绑定二维码',
    notBound: '未绑定',
  },
  'en-US': {
    sso: 'Log in with SSO',
    qrTab: 'Scan to log in',
    openLink: 'Cannot scan? Open the scan page',
    account: 'Account',
    password: 'Password',
    login: 'Log in',
    bind: 'Bind',
    bindAlt: 'Binding QR code',
    unbind: 'Unbind',
    ok: 'OK',
    bound: 'Bound',
    notBound: 'Not bound',
  },
} as const;

/** The simulator plays the phone: opens the QR's address and scans as `openId`. */
async function scanWithSimulator(page: Page, openId: string, shotName: string) {
  const href = await page.getByRole('link', { name: words[locale(page)].openLink }).getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await phone.getByLabel(/openId/).fill(openId);
  await phone.getByLabel(/Nickname/).fill(`Phone ${openId}`);
  await shoot(phone, shotName);
  await phone.getByRole('button', { name: /Scan/ }).click();
  await phone.getByRole('status').waitFor();
  expect(await phone.getByRole('status').textContent()).toContain('Done');
  await phone.close();
}
const locales = new WeakMap<Page, 'zh-CN' | 'en-US'>();
const locale = (page: Page) => locales.get(page) ?? 'zh-CN';

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))('other ways in (%s)', (lang) => {
  const w = words[lang];
  const tag = lang === 'zh-CN' ? 'zh' : 'en';

  it('logs in by SSO through the local issuer', async () => {
    const { context, page } = await newPage(browser, lang, base);
    locales.set(page, lang);
    // The login's target survives the trip through the issuer (kept by the SSO button, read by /backurl).
    await page.goto('/designer/login?redirect=%2Fuser%2Fbase');
    await page.getByRole('link', { name: w.sso }).waitFor();
    await shoot(page, `login-ways-login-${tag}`);
    await page.getByRole('link', { name: w.sso }).click();
    await page.waitForURL('**/dev/sso/authorize**');
    const email = `${uniqueName('sso')}@corp.example`;
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/Name/).fill('SSO Person');
    await shoot(page, `login-ways-sso-issuer-${tag}`);
    await page.getByRole('button', { name: /Sign in/ }).click();
    await page.waitForURL('**/designer/user/base', { timeout: 30_000 });
    await shoot(page, `login-ways-sso-done-${tag}`);
    await context.close();
  }, 90_000);

  it('binds WeChat in the user centre, logs in by QR through the simulator, and unbinds', async () => {
    const name = uniqueName('qr');
    const openId = `wx-${name}`;
    const desk = await newPage(browser, lang, base);
    locales.set(desk.page, lang);
    await desk.page.goto('/designer/login');
    await callEndpoint(desk.page, authApi.register, { username: name, password: 'correct-horse-1' });
    await desk.page.getByRole('textbox', { name: w.account }).fill(name);
    await desk.page.getByLabel(w.password, { exact: true }).fill('correct-horse-1');
    await desk.page.getByRole('button', { name: w.login }).click();
    await desk.page.waitForURL('**/designer/project');

    await desk.page.goto('/designer/user/third');
    await desk.page.getByText(w.notBound).waitFor();
    await shoot(desk.page, `login-ways-third-empty-${tag}`);
    await desk.page.getByRole('button', { name: w.bind }).click();
    await desk.page.getByRole('dialog').getByRole('img', { name: w.bindAlt }).waitFor();
    await shoot(desk.page, `login-ways-bind-modal-${tag}`, false);
    await scanWithSimulator(desk.page, openId, `login-ways-simulator-${tag}`);
    await desk.page.getByRole('dialog').waitFor({ state: 'detached' });
    await desk.page.getByText(w.bound, { exact: true }).waitFor();
    await shoot(desk.page, `login-ways-third-bound-${tag}`);

    // Another browser logs in by scanning.
    const other = await newPage(browser, lang, base);
    locales.set(other.page, lang);
    await other.page.goto('/designer/login');
    await other.page.getByRole('tab', { name: w.qrTab }).click();
    await other.page.getByRole('img').first().waitFor();
    await shoot(other.page, `login-ways-qr-tab-${tag}`);
    await scanWithSimulator(other.page, openId, `login-ways-simulator-login-${tag}`);
    await other.page.waitForURL('**/designer/project', { timeout: 30_000 });
    await other.context.close();

    // Unbind, with a confirm.
    await desk.page.getByRole('button', { name: w.unbind }).click();
    await desk.page.getByRole('button', { name: w.ok }).click();
    await desk.page.getByText(w.notBound).waitFor();
    await desk.context.close();
  }, 120_000);
});
