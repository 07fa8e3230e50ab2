import { authApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { codeFromOutbox } from './support/outbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A 96 px picture drawn by the page itself, as a PNG file to upload. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 96, 96);
    gradient.addColorStop(0, '#f59e0b');
    gradient.addColorStop(1, '#be123c');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 96, 96);
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(48, 38, 18, 0, Math.PI * 2);
    ctx.arc(48, 100, 36, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('user centre: certification, name and picture', () => {
  it('certifies with a mailed code, renames the account and uploads a picture', async () => {
    const name = uniqueName('rcg');
    const { context, page } = await newPage(browser, 'zh-CN');
    // The send-code countdown runs on Playwright's clock: moved on, not waited for.
    await page.clock.install();
    await page.goto('/designer/login');
    await callEndpoint(page, authApi.register, { username: name, password: 'recognize-pass-1' });
    await page.getByRole('textbox', { name: '账号' }).fill(name);
    await page.getByLabel('密码', { exact: true }).fill('recognize-pass-1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/designer/project');

    await page.goto('/designer/user/base');
    await page.getByRole('tab', { name: '资质认证' }).click();
    await page.waitForURL('**/designer/user/recognize');
    await page.getByText('未认证', { exact: true }).waitFor();

    // A public mailbox proves no organisation: refused beside the address, and no countdown starts.
    await page.getByLabel('单位名称').fill('星河市场研究有限公司');
    await page.getByLabel('单位邮箱').fill(`${name}@gmail.com`);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入有效的域名').waitFor();
    expect(await page.getByRole('button', { name: '获取验证码' }).isEnabled()).toBe(true);
    await shoot(page, 'user-recognize-public-mail-zh');

    const email = `${name}@xinghe-research.cn`;
    await page.getByLabel('单位邮箱').fill(email);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const waiting = page.getByRole('button', { name: /\d+ 秒后重发/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    await page.getByLabel('验证码', { exact: true }).fill('000000');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByText('验证码错误').waitFor();
    await page.getByLabel('验证码', { exact: true }).fill(await codeFromOutbox(page, email));
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByText('资质认证已完成').waitFor();
    await page.getByText('已认证', { exact: true }).waitFor();
    await page.getByText(email).waitFor();
    await shoot(page, 'user-recognize-done-zh');
    await page.clock.fastForward(61_000);

    await page.getByRole('tab', { name: '基本信息' }).click();
    await page.getByRole('button', { name: '修改用户名' }).click();
    const dialog = page.getByRole('dialog');
    const renamed = `${name}新`;
    await dialog.getByLabel('新用户名').fill(renamed);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('用户名已更新').waitFor();
    await page.getByRole('button', { name: '用户菜单' }).getByText(renamed).waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await drawnPicture(page),
    });
    await page.getByText('头像已更新').waitFor();
    const headerPicture = page.getByRole('button', { name: '用户菜单' }).locator('img');
    await headerPicture.waitFor();
    expect(await headerPicture.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f]{32}\?/);
    expect(await headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await shoot(page, 'user-base-profile-zh');

    // The English page once, after switching the language in the user menu (the toasts gone first).
    await page.clock.fastForward(10_000);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Qualification certification' }).click();
    await page.getByText('Certified', { exact: true }).waitFor();
    await shoot(page, 'user-recognize-en');
    await context.close();
  });
});
