import type { MemberListQuery } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { mayManageDepartment } from '../../policy/org-policy.ts';
import { assertManager, loadOrgContext } from './member-access.ts';
import { listMembers as listFor } from './member-repo.ts';

/** The member list: only for callers who manage someone (A5202 else). */
export async function listMembers(db: Db, userId: number, query: MemberListQuery) {
  const ctx = await loadOrgContext(db, userId);
  assertManager(ctx);
  return listFor(db, ctx, query);
}

/** The departments the caller may put members in, in name order. */
export async function assignableDepartments(db: Db, userId: number) {
  const ctx = await loadOrgContext(db, userId);
  assertManager(ctx);
  return ctx.departments
    .filter((d) => mayManageDepartment(ctx.subject, ctx.subject.organizationId, d.id, ctx.departments))
    .map((d) => ({ id: d.id, parentId: d.parentId, name: d.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
