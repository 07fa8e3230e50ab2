import { z } from 'zod';
import { ZEmail, ZMobile, ZPassword, ZUsername } from '../auth/schemas.ts';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { allPermissionCodes } from '../permissions.ts';

const ZId = z.coerce.number().int().positive();

/** Roles a manager may give: department admin or member (organisation admins come from the upgrade). */
export const ZAssignableRole = z.union([z.literal(2), z.literal(3)]);

export const ZMemberStatus = z.enum(['active', 'disabled']);

export const ZMemberListQuery = ZPageQuery.extend({
  /** Part of the name, e-mail or mobile, case-insensitive. */
  keyword: z.string().trim().max(64).optional(),
  departmentId: ZId.optional(),
  role: z.coerce.number().int().min(1).max(3).optional(),
  status: ZMemberStatus.optional(),
});
export type MemberListQuery = z.infer<typeof ZMemberListQuery>;

export const ZMember = z.object({
  userId: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  role: z.number(),
  permissionCodes: z.array(z.string()),
  disabled: z.boolean(),
  joinedAt: z.string(),
  /** Whether the caller may change this member (role, permissions, department, disable, remove). */
  manageable: z.boolean(),
});
export type Member = z.infer<typeof ZMember>;
export const ZMemberPage = ZPaged(ZMember);

export const ZAddMemberBody = z.object({
  username: ZUsername,
  password: ZPassword,
  email: ZEmail.optional(),
  mobile: ZMobile.optional(),
  departmentId: ZId.nullable().optional(),
  role: ZAssignableRole.default(3),
});
export type AddMemberBody = z.infer<typeof ZAddMemberBody>;

export const ZMemberRoleBody = z.object({
  userId: ZId,
  role: ZAssignableRole,
  /** The department a new department admin administers; their own department when left out. */
  departmentId: ZId.optional(),
});
export type MemberRoleBody = z.infer<typeof ZMemberRoleBody>;

const known = new Set(allPermissionCodes());
/** Only codes of `permissions.ts`; anything else is refused as bad input. */
export const ZPermissionCodes = z
  .array(z.string().max(64))
  .max(64)
  .refine((codes) => codes.every((c) => known.has(c)), { message: 'unknown permission code' })
  .transform((codes) => [...new Set(codes)]);

export const ZMemberPermissionBody = z.object({ userId: ZId, codes: ZPermissionCodes });
export const ZMemberDepartmentBody = z.object({ userId: ZId, departmentId: ZId });
export const ZMemberDisableBody = z.object({ userId: ZId, disabled: z.boolean() });
export const ZMemberRemoveBody = z.object({ userId: ZId, heirId: ZId });
export const ZMemberLeaveBody = z.object({ heirId: ZId });
export const ZHeirQuery = z.object({ keyword: z.string().trim().max(64).optional() });

/** What a handover moved, by kind. */
export const ZHandoverCounts = z.object({
  surveys: z.number(),
  dashboards: z.number(),
  questions: z.number(),
  images: z.number(),
});
export type HandoverCounts = z.infer<typeof ZHandoverCounts>;

export const ZHeir = z.object({
  userId: z.number(),
  username: z.string(),
  departmentName: z.string().nullable(),
});
export const ZHeirList = z.array(ZHeir);

/** A department the caller may assign members to, with its parent for drawing the tree. */
export const ZAssignableDepartments = z.array(
  z.object({ id: z.number(), parentId: z.number().nullable(), name: z.string() }),
);
export type AssignableDepartment = z.infer<typeof ZAssignableDepartments>[number];
