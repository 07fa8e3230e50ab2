import { type OrgPermission, permissionMap } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { loadSubject } from '../../policy/subject.ts';

/** GET org/permission: the caller's codes as the policy computes them (one source: loadSubject). */
export async function getOrgPermission(db: Db, userId: number): Promise<OrgPermission> {
  const subject = await loadSubject(db, userId);
  return {
    codes: [...subject.permissions],
    role: subject.role,
    organizationId: subject.organizationId,
    departmentId: subject.departmentId,
    map: permissionMap,
  };
}
