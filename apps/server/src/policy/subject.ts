import { permissionsForRole, Role } from '@cairn/contract';
import type { Db } from '../db/client.ts';
import { findMembership } from '../modules/users/user-repo.ts';
import type { Subject } from './policy.ts';

/** The caller as the policy sees them: their organisation, department, role and codes. */
export async function loadSubject(db: Db, userId: number): Promise<Subject> {
  const membership = await findMembership(db, userId);
  const role = (membership?.role ?? Role.DEFAULT) as Role;
  return {
    userId,
    organizationId: membership?.organizationId ?? null,
    departmentId: membership?.departmentId ?? null,
    role,
    permissions: permissionsForRole(role, membership?.permissionCodes ?? []),
  };
}
