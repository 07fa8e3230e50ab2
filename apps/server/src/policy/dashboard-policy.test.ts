import { Role } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { type DashboardFacts, dashboardRights, mayOnDashboard } from './dashboard-policy.ts';
import type { Subject } from './policy.ts';

const subject = (over: Partial<Subject> = {}): Subject => ({
  userId: 2,
  organizationId: null,
  departmentId: null,
  role: Role.DEFAULT,
  permissions: [],
  ...over,
});
const dashboard = (over: Partial<DashboardFacts> = {}): DashboardFacts => ({
  ownerId: 1,
  organizationId: 10,
  shares: [],
  ...over,
});
const none = { view: false, edit: false, manage: false };
const all = { view: true, edit: true, manage: true };

describe('dashboard policy', () => {
  it('gives the owner everything, in or out of an organisation', () => {
    expect(dashboardRights(subject({ userId: 1 }), dashboard())).toEqual(all);
    expect(dashboardRights(subject({ userId: 1 }), dashboard({ organizationId: null }))).toEqual(all);
  });

  it('gives a stranger nothing', () => {
    expect(dashboardRights(subject(), dashboard())).toEqual(none);
  });

  it('gives a view share view, an edit share view and edit, never manage', () => {
    expect(dashboardRights(subject(), dashboard({ shares: [{ userId: 2, edit: false }] }))).toEqual({
      view: true,
      edit: false,
      manage: false,
    });
    expect(dashboardRights(subject(), dashboard({ shares: [{ userId: 2, edit: true }] }))).toEqual({
      view: true,
      edit: true,
      manage: false,
    });
    expect(mayOnDashboard(subject(), dashboard({ shares: [{ userId: 3, edit: true }] }), 'view')).toBe(false);
  });

  it('follows DASHBOARD_VIEW and DASHBOARD_EDIT inside the owner’s organisation only', () => {
    const member = (permissions: string[], organizationId = 10) =>
      subject({ organizationId, role: Role.MEMBER, permissions });
    expect(dashboardRights(member(['DASHBOARD_VIEW']), dashboard())).toEqual({
      view: true,
      edit: false,
      manage: false,
    });
    expect(dashboardRights(member(['DASHBOARD_VIEW', 'DASHBOARD_EDIT']), dashboard())).toEqual({
      view: true,
      edit: true,
      manage: false,
    });
    // Editing without seeing is no right at all: the call layer answers A0404 on !view.
    expect(dashboardRights(member(['DASHBOARD_EDIT']), dashboard()).view).toBe(false);
    expect(dashboardRights(member([]), dashboard())).toEqual(none);
    expect(dashboardRights(member(['DASHBOARD_VIEW', 'DASHBOARD_EDIT'], 11), dashboard())).toEqual(none);
    expect(dashboardRights(member(['DASHBOARD_VIEW']), dashboard({ organizationId: null }))).toEqual(none);
  });

  it('lets an organisation admin manage the organisation’s dashboards, not another’s', () => {
    const admin = subject({ organizationId: 10, role: Role.ORGANIZE_ADMIN });
    expect(dashboardRights(admin, dashboard())).toEqual(all);
    expect(dashboardRights({ ...admin, organizationId: 11 }, dashboard())).toEqual(none);
  });
});
