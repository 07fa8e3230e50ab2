import { authApi } from '@cairn/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { codeFromOutbox } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LABELS = {
  en: {
    locale: 'en-US',
    tab: 'Mobile code',
    mobile: 'Mobile number',
    code: 'Code',
    send: 'Send code',
    resend: /Resend in \d+ s/,
    login: 'Log in',
    editEmail: 'Change e-mail',
    editMobile: 'Change mobile',
    stepCurrent: 'Confirm your current number',
    cancel: 'Cancel',
    newEmail: 'New e-mail',
    save: 'Save',
    changed: 'Your e-mail has been changed',
    domains: 'Organisation e-mail domains',
    submitDomain: 'Submit for review',
    review: 'Under review',
  },
  zh: {
    locale: 'zh-CN',
    tab: '手机验证码登录',
    mobile: '手机号',
    code: '验证码',
    send: '获取验证码',
    resend: /\d+ 秒后重发/,
    login: '登录',
    editEmail: '修改邮箱',
    editMobile: '修改手机号',
    stepCurrent: '验证当前手机号',
    cancel: '取消',
    newEmail: '新邮箱',
    save: '保存',
    changed: '邮箱已更换',
    domains: '企业邮箱域名',
    submitDomain: '提交审核',
    review: '审核中',
  },
} as const;

describe.each(journeyLocales(['en', 'zh'] as const))('user centre (%s)', (lang) => {
  const l = LABELS[lang];

  it('logs in with a texted code from the outbox and changes the e-mail with a mailed code', async () => {
    const name = uniqueName(`uc${lang}`);
    const mobile = `13${lang === 'en' ? 5 : 6}${String(Date.now()).slice(-8)}`;
    const { context, page } = await newPage(browser, l.locale);
    // The send-code countdown runs on Playwright's clock: moved on, not waited for.
    await page.clock.install();
    await page.goto('/designer/login');
    await callEndpoint(page, authApi.register, { username: name, password: 'mobile-pass-123', mobile });

    await page.getByRole('tab', { name: l.tab }).click();
    await page.getByLabel(l.mobile).fill(mobile);
    await page.getByRole('button', { name: l.send }).click();
    const waiting = page.getByRole('button', { name: l.resend });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    await shoot(page, `user-centre-mobile-login-${lang}`);
    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: l.send }).waitFor();

    await page.getByLabel(l.code, { exact: true }).fill(await codeFromOutbox(page, mobile));
    await page.getByRole('button', { name: l.login, exact: true }).click();
    await page.waitForURL('**/designer/project');

    await page.goto('/designer/user/base');
    await page.getByRole('button', { name: l.editEmail }).click();
    const dialog = page.getByRole('dialog');
    const email = `${name}@example.com`;
    await dialog.getByLabel(l.newEmail).fill(email);
    await dialog.getByRole('button', { name: l.send }).click();
    await dialog.getByRole('button', { name: l.resend }).waitFor();
    await dialog.getByLabel(l.code, { exact: true }).fill(await codeFromOutbox(page, email));
    await shoot(page, `user-centre-email-change-${lang}`, false);
    await dialog.getByRole('button', { name: l.save }).click();
    await page.getByText(l.changed).waitFor();
    await page.getByText(email).waitFor();

    const domain = `${name}.example`;
    await page.getByLabel(l.domains).fill(domain);
    await page.getByRole('button', { name: l.submitDomain }).click();
    await page.getByText(domain).waitFor();
    await page.getByText(l.review).waitFor();
    await shoot(page, `user-centre-base-${lang}`);

    // A number already set is confirmed first, by a code texted to it (the first of two steps).
    await page.getByRole('button', { name: l.editMobile }).click();
    await page.getByRole('dialog').getByText(l.stepCurrent).waitFor();
    await page.getByRole('dialog').getByText(mobile).waitFor();
    await shoot(page, `user-centre-mobile-change-${lang}`, false);
    await page.getByRole('dialog').getByRole('button', { name: l.cancel }).click();
    await context.close();
  });
});
