import { hasPermission, Role } from '@cairn/contract';
import type { Subject } from './policy.ts';

/**
 * Who may do what with a dashboard (contract permissions `DASHBOARD_VIEW` / `DASHBOARD_EDIT`).
 * The owner may do everything; a share gives view, and edit when it says so; in the owner's
 * organisation a member holding DASHBOARD_VIEW sees its dashboards and DASHBOARD_EDIT edits them;
 * managing (delete, share, hand over, launch, file in a folder) is the owner's or an organisation
 * admin's. Rights never cross organisations. Pure, as policy.ts.
 */
export type DashboardAction = 'view' | 'edit' | 'manage';

export interface DashboardFacts {
  ownerId: number;
  organizationId: number | null;
  shares: readonly { userId: number; edit: boolean }[];
}

export function mayOnDashboard(
  subject: Subject,
  dashboard: DashboardFacts,
  action: DashboardAction,
): boolean {
  if (dashboard.ownerId === subject.userId) return true;
  const sameOrg = subject.organizationId !== null && subject.organizationId === dashboard.organizationId;
  if (action === 'manage') return sameOrg && subject.role === Role.ORGANIZE_ADMIN;
  const share = dashboard.shares.find((s) => s.userId === subject.userId);
  if (share && (action === 'view' || share.edit)) return true;
  if (!sameOrg) return false;
  const code = action === 'view' ? 'DASHBOARD_VIEW' : 'DASHBOARD_EDIT';
  return hasPermission(subject.permissions, [code]) || subject.role === Role.ORGANIZE_ADMIN;
}

export function dashboardRights(subject: Subject, dashboard: DashboardFacts) {
  return {
    view: mayOnDashboard(subject, dashboard, 'view'),
    edit: mayOnDashboard(subject, dashboard, 'edit'),
    manage: mayOnDashboard(subject, dashboard, 'manage'),
  };
}
