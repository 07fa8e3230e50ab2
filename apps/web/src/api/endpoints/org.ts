import {
  type AuditFilter,
  type AuditQuery,
  type DepartmentList,
  type DownloadTask,
  type OrgOverview,
  type OrgPermission,
  orgApi,
  type UpgradeResult,
} from '@cairn/contract';
import { api } from '../client.ts';

/** The organisation's calls (contract org/org-calls.ts). */

export function fetchOrgPermission(): Promise<OrgPermission> {
  return api.call(orgApi.permission, {});
}

/** A5209 / A5201 / A5220 are the upgrade form's to show beside the name. */
export function upgradeOrganization(enterpriseName: string): Promise<UpgradeResult> {
  return api.call(orgApi.upgrade, { enterpriseName }, { handles: ['A5201', 'A5209', 'A5220'] });
}

export function fetchUpgradeHistory(page: number, pageSize: number) {
  return api.call(orgApi.upgradeHistory, { page, pageSize });
}

export function fetchOrgOverview(): Promise<OrgOverview> {
  return api.call(orgApi.overview, {});
}

export function fetchDepartments(): Promise<DepartmentList> {
  return api.call(orgApi.departments, {});
}

const TREE_CODES = ['A5231', 'A5232'] as const;

export function addDepartment(name: string, parentId: number | null) {
  return api.call(orgApi.addDepartment, { name, parentId }, { handles: [...TREE_CODES] });
}

export function renameDepartment(id: number, name: string) {
  return api.call(orgApi.renameDepartment, { id, name }, { handles: [...TREE_CODES] });
}

export function moveDepartment(id: number, parentId: number | null) {
  return api.call(orgApi.moveDepartment, { id, parentId }, { handles: [...TREE_CODES] });
}

export function deleteDepartment(id: number, moveTo?: number | null) {
  return api.call(orgApi.deleteDepartment, moveTo === undefined ? { id } : { id, moveTo }, {
    handles: [...TREE_CODES],
  });
}

export function fetchAudit(query: Partial<AuditQuery>) {
  return api.call(orgApi.audit, query);
}

/** The audit log as a download-centre task (the job writes the file; the centre shows it). */
export function exportAudit(filter: AuditFilter): Promise<DownloadTask> {
  return api.call(orgApi.auditExport, filter);
}
