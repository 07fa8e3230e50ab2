import { z } from 'zod';
import { ZUser } from '../auth/schemas.ts';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import type { PermissionEntry, PermissionGroup } from '../permissions.ts';
import { ZAuditAction } from './audit-actions.ts';

/** An enterprise name: blank is A5209 (checked in the use case so the spec's code answers, not A0400). */
export const ENTERPRISE_NAME_MAX = 60;
export const DEPARTMENT_NAME_MAX = 40;

export const ZUpgradeBody = z.object({ enterpriseName: z.string().max(ENTERPRISE_NAME_MAX) });
export type UpgradeBody = z.infer<typeof ZUpgradeBody>;

export const ZOrganization = z.object({ id: z.number(), name: z.string(), createdAt: z.string() });
export type Organization = z.infer<typeof ZOrganization>;

export const ZUpgradeResult = z.object({ organization: ZOrganization, user: ZUser });
export type UpgradeResult = z.infer<typeof ZUpgradeResult>;

/** One row of the upgrade history ("historical orders" of the user centre's organisation list). */
export const ZUpgradeRecord = z.object({
  id: z.number(),
  organizationId: z.number().nullable(),
  enterpriseName: z.string(),
  username: z.string().nullable(),
  fromLevel: z.number(),
  toLevel: z.number(),
  /** `web` through the upgrade page, `operator` through the admin command. */
  source: z.enum(['web', 'operator']),
  createdAt: z.string(),
});
export type UpgradeRecord = z.infer<typeof ZUpgradeRecord>;
export const ZUpgradeQuery = ZPageQuery;
export const ZUpgradePage = ZPaged(ZUpgradeRecord);

const ZPermissionEntry: z.ZodType<PermissionEntry> = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
});
export const ZPermissionGroup: z.ZodType<PermissionGroup> = z.lazy(() =>
  z.object({
    key: z.string(),
    zh: z.string(),
    en: z.string(),
    children: z.array(z.union([ZPermissionGroup, ZPermissionEntry])),
  }),
);

/** GET org/permission: the caller's codes (cached by the designer under `permission`), role and the map. */
export const ZOrgPermission = z.object({
  codes: z.array(z.string()),
  role: z.number(),
  organizationId: z.number().nullable(),
  departmentId: z.number().nullable(),
  map: z.array(ZPermissionGroup),
});
export type OrgPermission = z.infer<typeof ZOrgPermission>;

/** The caller's organisation for the overview; `organization` null outside any. */
export const ZOrgOverview = z.object({
  organization: ZOrganization.nullable(),
  role: z.number(),
  departmentId: z.number().nullable(),
  memberCount: z.number(),
  departmentCount: z.number(),
});
export type OrgOverview = z.infer<typeof ZOrgOverview>;

export const ZDepartment = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** Members placed directly in this department (not its sub-departments). */
  memberCount: z.number(),
  /** Whether the caller may add under, rename, move and delete it (the org policy). */
  manageable: z.boolean(),
});
export type Department = z.infer<typeof ZDepartment>;

export const ZDepartmentList = z.object({
  departments: z.array(ZDepartment),
  /** Members in no department (they sit at the organisation's top level). */
  unplacedCount: z.number(),
  /** Whether the caller may add top-level departments and move things to the top (org admin). */
  manageTop: z.boolean(),
});
export type DepartmentList = z.infer<typeof ZDepartmentList>;

const ZDepartmentName = z.string().trim().min(1).max(DEPARTMENT_NAME_MAX);
const ZDepartmentId = z.coerce.number().int().positive();
export const ZDepartmentAddBody = z.object({
  name: ZDepartmentName,
  parentId: ZDepartmentId.nullable().optional(),
});
export const ZDepartmentRenameBody = z.object({ id: ZDepartmentId, name: ZDepartmentName });
export const ZDepartmentMoveBody = z.object({ id: ZDepartmentId, parentId: ZDepartmentId.nullable() });
export const ZDepartmentIdParams = z.object({ id: ZDepartmentId });
/** `moveTo` left out: members and sub-departments go to the deleted department's parent. */
export const ZDepartmentDeleteBody = z.object({ moveTo: ZDepartmentId.nullable().optional() });
export const ZDepartmentDeleted = z.object({
  movedTo: z.number().nullable(),
  movedMembers: z.number(),
  movedDepartments: z.number(),
});

/** Audit filter: action and a range of epoch milliseconds (from inclusive, to exclusive). */
export const ZAuditFilter = z.object({
  action: ZAuditAction.optional(),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
});
export type AuditFilter = z.infer<typeof ZAuditFilter>;
export const ZAuditQuery = ZPageQuery.merge(ZAuditFilter);
export type AuditQuery = z.infer<typeof ZAuditQuery>;
export const ZAuditRecord = z.object({
  id: z.number(),
  action: ZAuditAction,
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  targetUserId: z.number().nullable(),
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof ZAuditRecord>;
export const ZAuditPage = ZPaged(ZAuditRecord);
