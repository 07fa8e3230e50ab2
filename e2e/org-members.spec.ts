import { projectsApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { PREPARED_ACCOUNTS, pageAsPrepared } from './support/prepared-accounts.ts';

/**
 * An organisation admin invites a colleague by e-mail (the link read from the outbox), the
 * colleague registers through the H5 invite-register page on a phone, the admin finds them and
 * makes them the department's admin, and the colleague leaves, handing their project to the admin.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
/** antd's confirm button: "OK", or 确定 (spaced between two characters). */
const OK = /^(OK|确\s?定)$/;

const texts = {
  'en-US': {
    account: 'membersEn' as const,
    department: 'Research',
    create: /^(Create invite|Regenerate)$/,
    emailBox: 'Colleague’s e-mail',
    send: 'Send',
    sent: 'The invitation was sent',
    registerToJoin: 'Register a new account and join',
    username: 'User name',
    password: 'Password',
    confirm: 'Confirm password',
    submitRegister: 'Register and join',
    search: 'Search name, e-mail or mobile',
    role: 'Role',
    deptAdmin: 'Department admin',
    heir: 'Receiver',
    handover: 'Hand over and leave',
    handedOver: 'Handed over — projects: 1,',
  },
  'zh-CN': {
    account: 'membersZh' as const,
    department: '研究部',
    create: /^(生成邀请|重新生成)$/,
    emailBox: '同事的邮箱',
    send: '发送',
    sent: '邀请邮件已发送',
    registerToJoin: '注册新账号并加入',
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    submitRegister: '注册并加入',
    search: '搜索姓名、邮箱或手机号',
    role: '设置角色',
    deptAdmin: '部门管理员',
    heir: '接收人',
    handover: '交接并退出',
    handedOver: '已交接：1 个项目',
  },
};

async function readInviteLink(page: Page, email: string): Promise<string> {
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    to: string;
    text: string;
  }[];
  const mail = outbox.filter((m) => m.to === email).at(-1);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+\/designer\/h5\/invite\?code=[A-Z0-9]+/.exec(mail!.text)![0];
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))('organisation members (%s)', (locale) => {
  const x = texts[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  it('invites by e-mail, the member joins on a phone, gets a role and leaves with handover', async () => {
    const admin = await pageAsPrepared(browser, x.account, locale);
    const adminName = PREPARED_ACCOUNTS[x.account].name;
    const name = uniqueName(`om${tag}`);
    const email = `${name}@example.com`;

    // The admin's invitations: an invite into the department, mailed to the colleague.
    await admin.goto('/designer/user/invite');
    await admin.getByLabel(locale === 'en-US' ? 'Department they join' : '加入部门').click();
    await admin.getByTitle(x.department).click();
    await admin.getByRole('button', { name: x.create }).click();
    await admin.getByTestId('invite-link').waitFor();
    await admin.getByLabel(x.emailBox).fill(email);
    await admin.getByRole('button', { name: x.send }).click();
    await admin.getByText(x.sent).waitFor();
    await shoot(admin, `org-invite-${tag}`);

    // The colleague opens the mailed link on a phone and registers through invite-register.
    const path = await readInviteLink(admin, email);
    const phone = await browser.newContext({ baseURL: new URL(admin.url()).origin, locale, viewport: PHONE });
    const member = await phone.newPage();
    await member.goto(`/designer${path.slice('/designer'.length)}`);
    await member.getByRole('heading', { name: PREPARED_ACCOUNTS[x.account].organisation }).waitFor();
    await shoot(member, `org-h5-invite-${tag}`);
    await member.getByRole('button', { name: x.registerToJoin }).click();
    await member.getByLabel(x.username).fill(name);
    await member.getByLabel(x.password, { exact: true }).fill('member-pass-1');
    await member.getByLabel(x.confirm).fill('member-pass-1');
    await shoot(member, `org-h5-invite-register-${tag}`);
    await member.getByRole('button', { name: x.submitRegister }).click();
    await member.waitForURL('**/designer/project');
    const project = await callEndpoint(member, projectsApi.init, {});

    // The admin finds the new member and makes them the department's admin.
    await admin.goto('/designer/user/management/user');
    await admin.getByPlaceholder(x.search).fill(name);
    await admin.getByPlaceholder(x.search).press('Enter');
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByText(x.department).waitFor();
    await row.getByRole('button', { name: x.role, exact: true }).click();
    await admin.getByRole('radio', { name: x.deptAdmin }).check();
    await admin.getByRole('button', { name: OK }).click();
    await row.getByText(x.deptAdmin).waitFor();
    await shoot(admin, `org-members-list-${tag}`);

    // The member leaves, handing everything to the admin.
    await member.goto('/designer/user/management/transfer');
    await member.getByLabel(x.heir).click();
    await member.getByLabel(x.heir).fill(adminName);
    await member.getByTitle(new RegExp(adminName)).click();
    await member.getByRole('button', { name: x.handover }).click();
    await member.getByRole('button', { name: OK }).click();
    await member.getByText(x.handedOver).waitFor();
    await shoot(member, `org-transfer-${tag}`);

    const info = await callEndpoint(admin, projectsApi.base, { code: project.code });
    expect(info).toBeTruthy();
    await admin.getByPlaceholder(x.search).press('Enter');
    await admin.reload();
    await admin.getByPlaceholder(x.search).fill(name);
    await admin.getByPlaceholder(x.search).press('Enter');
    await expect(admin.getByRole('row', { name: new RegExp(name) }).count()).resolves.toBe(0);
    await phone.close();
    await admin.context().close();
  }, 180_000);
});
