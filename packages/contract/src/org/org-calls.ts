import { endpoint } from '../api/endpoint.ts';
import { ZDownloadTask } from '../report/exports.ts';
import {
  ZAuditFilter,
  ZAuditPage,
  ZAuditQuery,
  ZDepartment,
  ZDepartmentAddBody,
  ZDepartmentDeleteBody,
  ZDepartmentDeleted,
  ZDepartmentIdParams,
  ZDepartmentList,
  ZDepartmentMoveBody,
  ZDepartmentRenameBody,
  ZOrgOverview,
  ZOrgPermission,
  ZUpgradeBody,
  ZUpgradePage,
  ZUpgradeQuery,
  ZUpgradeResult,
} from './org-schemas.ts';

const tags = ['organisation'];
const org = { service: 'designer', access: 'user', tags } as const;
const MANAGE =
  'A5202 when the caller may not manage the department named (organisation admins anywhere in their ' +
  'organisation, department admins within their subtree) — also for a department of another organisation ' +
  'or none, so ids reveal nothing.';

/** The organisation (spec doc 2 "Account upgrade", GET org/permission) and our department and audit calls. */
export const orgApi = {
  upgrade: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/upgrade',
    summary: 'Upgrade to the enterprise edition: create the organisation with the caller as its admin',
    description:
      'Level 0 → 1 at once. A5209 for a blank enterprise name, A5201 for one taken (case and spaces ignored), ' +
      'A5220 when the account already belongs to an organisation.',
    errors: ['A5201', 'A5209', 'A5220'],
    body: ZUpgradeBody,
    answer: ZUpgradeResult,
  }),
  upgradeHistory: endpoint({
    ...org,
    method: 'GET',
    path: '/v1/org/upgrade',
    summary: 'The upgrade history, newest first, paged',
    description: 'An organisation admin sees the organisation’s; anyone else their own upgrades.',
    query: ZUpgradeQuery,
    answer: ZUpgradePage,
  }),
  permission: endpoint({
    ...org,
    method: 'GET',
    path: '/v1/org/permission',
    summary: 'The caller’s permission codes, role and the nested permission map',
    answer: ZOrgPermission,
  }),
  overview: endpoint({
    ...org,
    method: 'GET',
    path: '/v1/org/info',
    summary: 'The caller’s organisation with member and department counts (organization null outside one)',
    answer: ZOrgOverview,
  }),
  departments: endpoint({
    ...org,
    method: 'GET',
    path: '/v1/org/department',
    summary:
      'The organisation’s departments (a tree by parentId) with member counts and what the caller may manage',
    description: 'A5202 outside any organisation.',
    errors: ['A5202'],
    answer: ZDepartmentList,
  }),
  addDepartment: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/department',
    summary: 'Add a department (top level when parentId is left out: organisation admins only)',
    description: `${MANAGE} A5231 when a sibling has the name (case and spaces ignored).`,
    errors: ['A5202', 'A5231'],
    body: ZDepartmentAddBody,
    answer: ZDepartment,
  }),
  renameDepartment: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/department/rename',
    summary: 'Rename a department',
    description: `${MANAGE} A5231 when a sibling has the name.`,
    errors: ['A5202', 'A5231'],
    body: ZDepartmentRenameBody,
    answer: ZDepartment,
  }),
  moveDepartment: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/department/move',
    summary: 'Move a department under another (parentId null: to the top level)',
    description: `${MANAGE} Both the department and its new parent must be the caller’s to manage. A5232 under itself or its subtree; A5231 when the new siblings have its name.`,
    errors: ['A5202', 'A5231', 'A5232'],
    body: ZDepartmentMoveBody,
    answer: ZDepartment,
  }),
  deleteDepartment: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/department/delete/{id}',
    summary: 'Delete a department; its members and sub-departments move to its parent or to moveTo',
    description: `${MANAGE} The destination must be the caller’s to manage too (the top level: organisation admins). A5232 for a destination inside the deleted subtree; A5231 when a moved sub-department’s name is taken there.`,
    errors: ['A5202', 'A5231', 'A5232'],
    params: ZDepartmentIdParams,
    body: ZDepartmentDeleteBody,
    answer: ZDepartmentDeleted,
  }),
  audit: endpoint({
    ...org,
    method: 'GET',
    path: '/v1/org/audit',
    summary: 'The organisation’s audit log, newest first, paged; filter by action and time range',
    description: 'Organisation admins only (A5202 otherwise).',
    errors: ['A5202'],
    query: ZAuditQuery,
    answer: ZAuditPage,
  }),
  auditExport: endpoint({
    ...org,
    method: 'POST',
    path: '/v1/org/audit/export',
    summary: 'Exports the audit log (same filter) as an xlsx download task in the caller’s language',
    description:
      'Organisation admins only (A5202 otherwise). The file is written by a job and found in the ' +
      'download centre (subType 16); at most 50,000 rows, newest first.',
    errors: ['A5202'],
    body: ZAuditFilter,
    answer: ZDownloadTask,
  }),
};
