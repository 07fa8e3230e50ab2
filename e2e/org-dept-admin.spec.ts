import { orgApi, orgMembersApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot, uniqueName } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { pageAsPrepared } from './support/prepared-accounts.ts';
import { settled } from './support/projects.ts';

/**
 * A department admin's reach (zh-CN): an organisation admin sets up 华东部 (with 上海组 below it)
 * and 华南部 with a member each and makes a department admin of 华东部; that admin logs in, sees
 * and manages only their subtree's members, and a call on 华南部's member is refused with A5202.
 * The organisation admin then reads the event in the audit log as a sentence and exports it
 * through the download centre.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MEMBER_PASSWORD = 'member-pass-1';
/** antd's confirm button: 确定, spaced between its two characters. */
const OK = /^确\s?定$/;

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

describe('department admin (zh-CN)', () => {
  it('sees and manages only their subtree; another department’s member answers A5202', async () => {
    const admin = await pageAsPrepared(browser, 'deptAdminOrg', 'zh-CN');
    // A retried run finds the departments of the first attempt (sibling names are unique).
    const department = async (name: string, parentId: number | null) => {
      const { departments } = await callEndpoint(admin, orgApi.departments, {});
      return (
        departments.find((d) => d.name === name && d.parentId === parentId) ??
        (await callEndpoint(admin, orgApi.addDepartment, { name, parentId }))
      );
    };
    const east = await department('华东部', null);
    const shanghai = await department('上海组', east.id);
    const south = await department('华南部', null);
    const add = (prefix: string, departmentId: number, role: 2 | 3) =>
      callEndpoint(admin, orgMembersApi.add, {
        username: uniqueName(prefix),
        password: MEMBER_PASSWORD,
        departmentId,
        role,
      });
    const boss = await add('eastboss', east.id, 2);
    const eastMember = await add('eastone', east.id, 3);
    const shanghaiMember = await add('shone', shanghai.id, 3);
    const southMember = await add('southone', south.id, 3);

    // The organisation admin sees every member.
    await admin.goto('/designer/user/management/user');
    for (const m of [boss, eastMember, shanghaiMember, southMember])
      await rowOf(admin, m.username).first().waitFor();
    await shoot(admin, 'org-dept-admin-org-view-zh');

    // The department admin logs in and sees only 华东部 and 上海组.
    const { context, page } = await newPage(browser, 'zh-CN');
    await page.goto('/designer/login');
    await page.getByLabel('账号', { exact: true }).fill(boss.username);
    await page.getByLabel('密码', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.waitForURL('**/designer/project');
    await page.goto('/designer/user/management/user');
    await rowOf(page, eastMember.username).waitFor();
    await rowOf(page, shanghaiMember.username).getByText('上海组').waitFor();
    expect(await rowOf(page, southMember.username).count()).toBe(0);
    await shoot(page, 'org-dept-admin-members-zh');

    // They manage their subtree: 上海组's member is disabled from the list.
    const row = rowOf(page, shanghaiMember.username);
    await row.getByRole('button', { name: /^停\s?用$/ }).click();
    await page.getByRole('button', { name: OK }).click();
    await row.getByText('已停用').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await settled(page);
    await shoot(page, 'org-dept-admin-disabled-zh');

    // 华南部's member is out of reach, through the API too.
    await expect(
      callEndpoint(page, orgMembersApi.disable, { userId: southMember.userId, disabled: true }),
    ).rejects.toThrow(/answered A5202/);
    await expect(
      callEndpoint(page, orgMembersApi.department, { userId: eastMember.userId, departmentId: south.id }),
    ).rejects.toThrow(/answered A5202/);
    await context.close();

    // The organisation admin reads the event as a sentence and exports the log.
    await admin.goto('/designer/user/audit');
    const event = admin.getByRole('row', { name: new RegExp(shanghaiMember.username) });
    await event.getByText('其所有登录已结束').waitFor();
    await admin.getByRole('button', { name: /导出 Excel/ }).click();
    await admin.getByText('已开始导出').waitFor();
    await shoot(admin, 'org-dept-admin-audit-zh');
    await admin.getByRole('link', { name: '前往下载中心' }).click();
    await admin.waitForURL('**/designer/download');
    const task = admin.locator('.ant-table-row').first();
    await expect.poll(() => task.textContent(), { timeout: 60_000 }).toMatch(/审计日志[\s\S]*已完成/);
    // Seen in the list, the finished task is read: the top bar's red badge goes out.
    await expect.poll(() => admin.locator('.top-bar__download .ant-badge-count').count()).toBe(0);
    await admin.waitForLoadState('networkidle');
    await settled(admin);
    await shoot(admin, 'org-dept-admin-download-zh');
    await admin.context().close();
  }, 180_000);
});
