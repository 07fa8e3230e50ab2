import { DOWNLOAD_SUBTYPE_AUDIT, orgApi, Role } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema/index.ts';
import { recordAudit } from '../src/modules/audit/record-audit.ts';
import { downloadBytes, finishedTask } from './support/exports.ts';
import { orgHelpers } from './support/org.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { rowsOf } from './support/xlsx.ts';

/** The audit log: organisation admins list and export their organisation's events, nobody else any. */
let t: TestApp;
const h = orgHelpers(() => t);
let admin: string;
let org: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin, organizationId: org } = await h.admin('auditor', 'Audit Co'));
  await h.call(admin, orgApi.addDepartment, { name: 'Ops' });
  await h.call(admin, orgApi.addDepartment, { name: 'Legal' });
  // An event of another organisation, which must never show here.
  const { organizationId: otherOrg } = await h.admin('other_boss', 'Other Co');
  await recordAudit(t.database.db, { organizationId: otherOrg, actorId: null, action: 'member.remove' });
});
afterAll(async () => {
  await t?.close();
});

/** The admin's export task asked for in a language. */
const exportIn = async (language: string, filter: { action?: 'department.create' }) =>
  (await t.api(orgApi.auditExport, filter, { token: admin, headers: { 'accept-language': language } })).body;

describe('audit log', () => {
  it('lists the organisation’s events newest first, paged, with names', async () => {
    const page = (await h.call(admin, orgApi.audit, { page: 1, pageSize: 2 })).data!;
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.action)).toEqual(['department.create', 'department.create']);
    expect(page.records[0]).toMatchObject({ actorName: 'auditor', detail: { name: 'Legal' } });
    const rest = (await h.call(admin, orgApi.audit, { page: 2, pageSize: 2 })).data!;
    expect(rest.records.map((r) => r.action)).toEqual(['org.upgrade']);
  });

  it('filters by action and by time range', async () => {
    const upgrades = (await h.call(admin, orgApi.audit, { action: 'org.upgrade' })).data!;
    expect(upgrades.records.map((r) => r.action)).toEqual(['org.upgrade']);
    const now = Date.now();
    expect(
      (await h.call(admin, orgApi.audit, { from: now - 3_600_000, to: now + 3_600_000 })).data!.total,
    ).toBe(3);
    expect((await h.call(admin, orgApi.audit, { from: now + 3_600_000 })).data!.total).toBe(0);
    expect((await h.call(admin, orgApi.audit, { to: now - 3_600_000 })).data!.total).toBe(0);
  });

  it('exports the filtered log through the download centre, as xlsx in the caller’s language', async () => {
    const created = await exportIn('en', { action: 'department.create' });
    expect(created.code).toBe('00000');
    expect(created.data).toMatchObject({
      status: 'waiting',
      subType: DOWNLOAD_SUBTYPE_AUDIT,
      name: 'Audit log',
    });
    const task = await finishedTask(t, admin, created.data!.id);
    expect(task).toMatchObject({ status: 'done', progress: 100, rows: 2, unread: true });
    expect(task.fileName).toMatch(/\.xlsx$/);
    const rows = await rowsOf(await downloadBytes(t, admin, task.id));
    expect(rows[0]).toEqual(['Time', 'Action', 'By', 'Target', 'Detail', 'IP']);
    expect(rows).toHaveLength(3);
    expect(rows[1]![2]).toBe('auditor');
    // The detail is the page's sentence, not the stored JSON.
    expect(rows[1]![4]).toBe('"Legal" created under the top level');

    const zh = await exportIn('zh-CN', {});
    const zhRows = await rowsOf(
      await downloadBytes(t, admin, (await finishedTask(t, admin, zh.data!.id)).id),
    );
    expect(zhRows[0]![0]).toBe('时间');
    expect(zhRows.slice(1).map((r) => r[1])).toContain('升级企业版');
    expect(zhRows.slice(1).map((r) => r[4])).toContain('在顶层新建「Ops」');
  });

  it('fails the task when its owner is no longer an organisation admin by the time it runs', async () => {
    const created = await h.call(admin, orgApi.auditExport, {});
    await t.database.db
      .update(memberships)
      .set({ role: Role.MEMBER })
      .where(eq(memberships.organizationId, org));
    try {
      expect(await finishedTask(t, admin, created.data!.id)).toMatchObject({ status: 'failed' });
    } finally {
      await t.database.db
        .update(memberships)
        .set({ role: Role.ORGANIZE_ADMIN })
        .where(eq(memberships.organizationId, org));
    }
  });

  it('refuses everyone but organisation admins, and shows no other organisation’s events', async () => {
    const dept = await h.member('audit_dept', org, Role.DEPARTMENT_ADMIN, null, ['DP_MANAGE']);
    const member = await h.member('audit_member', org, Role.MEMBER);
    const loner = await h.account('audit_loner');
    for (const token of [dept, member, loner]) {
      expect((await h.call(token, orgApi.audit, {})).code).toBe('A5202');
      expect((await h.call(token, orgApi.auditExport, {})).code).toBe('A5202');
    }
    const all = (await h.call(admin, orgApi.audit, { pageSize: 50 })).data!;
    expect(all.records.map((r) => r.action)).not.toContain('member.remove');
  });
});
