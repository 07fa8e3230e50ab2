import type { OrgOverview } from '@cairn/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships, organizations } from '../../db/schema/index.ts';
import { loadSubject } from '../../policy/subject.ts';

/** The caller's organisation with its counts; every member may see it, outsiders get null. */
export async function getOrgOverview(db: Db, userId: number): Promise<OrgOverview> {
  const subject = await loadSubject(db, userId);
  const none = {
    organization: null,
    role: subject.role,
    departmentId: null,
    memberCount: 0,
    departmentCount: 0,
  };
  if (subject.organizationId === null) return none;
  const [org] = await db.select().from(organizations).where(eq(organizations.id, subject.organizationId));
  if (!org) return none;
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, org.id));
  const [depts] = await db
    .select({ n: count() })
    .from(departments)
    .where(eq(departments.organizationId, org.id));
  return {
    organization: { id: org.id, name: org.name, createdAt: org.createdAt.toISOString() },
    role: subject.role,
    departmentId: subject.departmentId,
    memberCount: Number(members?.n ?? 0),
    departmentCount: Number(depts?.n ?? 0),
  };
}
