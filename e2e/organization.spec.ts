import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { dialog, type Locale, registerUser, type Session, settled } from './support/projects.ts';

/**
 * The organisation journey in both languages: a free account opens the enterprise prompt from the
 * top bar, upgrades through /user/upgrade, finds the dashboards open without a reload, builds a
 * department tree (the new-department page, then a sub-department from the tree), sees the
 * delete confirmation say where members go, and reads the audit log and the order history.
 */
let browser: Browser;
const sessions: Session[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser.close();
});

const TEXT = {
  'zh-CN': {
    dashboard: '仪表盘',
    upgradeNow: '立即升级',
    name: '企业名称',
    submit: '立即升级',
    newDepartment: '新建部门',
    departmentName: '部门名称',
    sales: '销售部',
    north: '华北区',
    addChild: '新建子部门',
    delete: '删除',
    deleteTitle: '删除确认',
    cancel: /取\s*消/,
    audit: '审计日志',
    history: '历史订单',
    upgraded: '升级企业版',
    created: '新建部门',
  },
  'en-US': {
    dashboard: 'Dashboard',
    upgradeNow: 'Upgrade now',
    name: 'Enterprise name',
    submit: 'Upgrade now',
    newDepartment: 'New department',
    departmentName: 'Department name',
    sales: 'Sales',
    north: 'North',
    addChild: 'New sub-department',
    delete: 'Delete',
    deleteTitle: 'Confirm deletion',
    cancel: 'Cancel',
    audit: 'Audit log',
    history: 'Order history',
    upgraded: 'Upgraded to enterprise',
    created: 'Department created',
  },
} as const;

describe.each(journeyLocales(['zh-CN', 'en-US'] as const))('organisation journey (%s)', (locale: Locale) => {
  const x = TEXT[locale];
  const tag = locale === 'zh-CN' ? 'zh' : 'en';

  it('upgrades, builds departments and reads the audit log', async () => {
    const session = await registerUser(browser, locale, `org${tag}`);
    sessions.push(session);
    const { page, name } = session;

    // A free account: the dashboard entry opens the enterprise prompt, whose button leads to the upgrade.
    await page.getByRole('navigation').getByRole('button', { name: x.dashboard }).click();
    await dialog(page).getByRole('button', { name: x.upgradeNow }).click();
    await page.waitForURL('**/designer/user/upgrade');
    await page.getByLabel(x.name).waitFor();
    await settled(page);
    await shoot(page, `org-upgrade-${tag}`);

    await page.getByLabel(x.name).fill(`${name} Ltd`);
    await page.getByRole('button', { name: x.submit }).click();
    await page.waitForURL('**/designer/user/organization');
    await page.getByText(`${name} Ltd`).first().waitFor();

    // The enterprise gate opened with the upgrade's answer: the entry is now a link, no reload.
    await page.getByRole('navigation').getByRole('link', { name: x.dashboard }).click();
    await page.waitForURL('**/designer/dashboard');
    await page.goBack();
    await page.waitForURL('**/designer/user/organization');

    // A top-level department through the new-department page.
    await page.getByRole('button', { name: x.newDepartment }).click();
    await page.waitForURL('**/designer/user/department/add');
    await settled(page);
    await shoot(page, `org-department-add-${tag}`);
    await page.getByLabel(x.departmentName).fill(x.sales);
    await page.getByRole('button', { name: x.newDepartment }).click();
    await page.waitForURL('**/designer/user/organization');

    // A sub-department from the tree.
    await page.getByRole('button', { name: `${x.addChild} ${x.sales}` }).click();
    await dialog(page).getByLabel(x.departmentName).fill(x.north);
    await dialog(page)
      .getByRole('button', { name: /OK|确\s*定/ })
      .click();
    await page.locator('.ant-tree').getByText(x.north).waitFor();
    await settled(page);
    await shoot(page, `org-organization-${tag}`);

    // The delete confirmation names where the members go; cancelled here.
    await page.getByRole('button', { name: `${x.delete} ${x.north}` }).click();
    await dialog(page).getByText(x.deleteTitle).waitFor();
    await settled(page);
    await shoot(page, `org-department-delete-${tag}`, false);
    await dialog(page).getByRole('button', { name: x.cancel }).click();

    // The audit log: the upgrade and both departments.
    await page.getByRole('tab', { name: x.audit }).click();
    await page.waitForURL('**/designer/user/audit');
    await page.locator('.ant-table-row').nth(2).waitFor();
    const actions = await page.locator('.ant-table-row td:nth-child(2)').allTextContents();
    expect(actions).toEqual([x.created, x.created, x.upgraded]);
    await settled(page);
    await shoot(page, `org-audit-${tag}`);

    await page.getByRole('tab', { name: x.history }).click();
    await page.waitForURL('**/designer/user/organization/list');
    // The audit table's rows may still be on screen while the history page loads: wait for its own.
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 15_000 }).toBe(1);
    await settled(page);
    await shoot(page, `org-history-${tag}`);
  });
});
