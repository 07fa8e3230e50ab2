import {
  type CallInput,
  type DashboardBase,
  type DashboardExportBody,
  type DashboardFolder,
  type DashboardFolderList,
  type DashboardInfo,
  type DashboardLaunched,
  type DashboardListBody,
  type DashboardPageList,
  type DashboardShare,
  type DownloadTask,
  dashboardApi,
  dashboardExportApi,
  dashboardFoldersApi,
} from '@cairn/contract';
import { api } from '../client.ts';

/**
 * Dashboards, their folders, shares, launch and exports (contract dashboard/dashboard-calls.ts,
 * export-calls.ts). Page and chart edits are in dashboard-pages.ts.
 */

export function fetchDashboards(body: DashboardListBody): Promise<DashboardPageList> {
  return api.call(dashboardApi.list, body, { handles: ['A0403'] });
}

export function fetchDashboardFolders(): Promise<DashboardFolderList> {
  return api.call(dashboardFoldersApi.list, {}, { handles: ['A0403'] });
}

export function createDashboardFolder(name: string): Promise<DashboardFolder> {
  return api.call(dashboardFoldersApi.create, { name }, { handles: ['A0400'] });
}

export function renameDashboardFolder(id: number, name: string): Promise<null> {
  return api.call(dashboardFoldersApi.rename, { id, name }, { handles: ['A0400'] });
}

export function removeDashboardFolder(id: number): Promise<null> {
  return api.call(dashboardFoldersApi.remove, { id });
}

export function createDashboard(body: CallInput<typeof dashboardApi.create>) {
  return api.call(dashboardApi.create, body);
}

export function fetchDashboard(code: string): Promise<DashboardInfo> {
  return api.call(dashboardApi.get, { code });
}

export function fetchDashboardBase(code: string): Promise<DashboardBase> {
  return api.call(dashboardApi.base, { code });
}

/** A rename is an edit: it carries the version held (A0120 when someone else changed it). */
export function renameDashboard(code: string, title: string, version: number): Promise<DashboardBase> {
  return api.call(dashboardApi.rename, { code, title }, { version, handles: ['A0120'] });
}

export function copyDashboard(code: string) {
  return api.call(dashboardApi.copy, { code });
}

export function starDashboard(code: string, star: boolean) {
  return api.call(dashboardApi.star, { code, star });
}

export function moveDashboards(codes: string[], folderId: number): Promise<null> {
  return api.call(dashboardApi.move, { codes, folderId });
}

export function removeDashboard(code: string): Promise<null> {
  return api.call(dashboardApi.remove, { code });
}

export function recoverDashboard(code: string): Promise<null> {
  return api.call(dashboardApi.recovery, { code });
}

export function clearDashboard(code: string): Promise<null> {
  return api.call(dashboardApi.clear, { code });
}

/** Who cannot receive it (A5205, A5212, A5223 a free-edition account) is the form's to say. */
export function handoverDashboard(code: string, target: string): Promise<null> {
  return api.call(dashboardApi.handover, { code, target }, { handles: ['A0400', 'A5205', 'A5212', 'A5223'] });
}

export function fetchDashboardShares(code: string): Promise<DashboardShare[]> {
  return api.call(dashboardApi.shareList, { code });
}

export function saveDashboardShare(code: string, target: string, edit: boolean): Promise<DashboardShare> {
  return api.call(dashboardApi.shareSave, { code, target, edit }, { handles: ['A0400', 'A5205', 'A5212'] });
}

export function removeDashboardShare(code: string, userId: number): Promise<null> {
  return api.call(dashboardApi.shareRemove, { code, userId });
}

export function launchDashboard(code: string): Promise<DashboardLaunched> {
  return api.call(dashboardApi.launch, { code });
}

export function revokeDashboardLink(code: string): Promise<DashboardLaunched> {
  return api.call(dashboardApi.revoke, { code });
}

/** A0341 (no page chosen) is the export form's to show beside the page selector. */
export function exportDashboard(body: DashboardExportBody): Promise<DownloadTask> {
  return api.call(dashboardExportApi.addTask, body, { handles: ['A0341'] });
}
