import type { Member, MemberListQuery } from '@cairn/contract';
import { Role } from '@cairn/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, memberships, users } from '../../db/schema/index.ts';
import { subtreeOf } from '../../policy/org-policy.ts';
import { mayManage, type OrgContext } from './member-access.ts';

const columns = {
  membership: memberships,
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  departmentName: departments.name,
};

type Row = {
  membership: typeof memberships.$inferSelect;
  username: string;
  email: string | null;
  mobile: string | null;
  departmentName: string | null;
};

function toMember(ctx: OrgContext, row: Row): Member {
  const m = row.membership;
  return {
    userId: m.userId,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    departmentId: m.departmentId,
    departmentName: row.departmentName,
    role: m.role,
    permissionCodes: m.permissionCodes,
    disabled: m.disabled,
    joinedAt: m.createdAt.toISOString(),
    manageable: mayManage(ctx, m),
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId));

/** One member as the caller sees them (after a change). */
export async function memberView(db: Db, ctx: OrgContext, userId: number): Promise<Member> {
  const [row] = await joined(db).where(eq(memberships.userId, userId));
  return toMember(ctx, row as Row);
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The members the caller may see: the whole organisation for its admins, the subtree of their
 * department for department admins (the members they manage, and themselves).
 */
export async function listMembers(db: Db, ctx: OrgContext, query: MemberListQuery) {
  const where: SQL[] = [eq(memberships.organizationId, ctx.subject.organizationId)];
  if (ctx.subject.role === Role.DEPARTMENT_ADMIN) {
    const subtree = [...subtreeOf(ctx.departments, ctx.subject.departmentId as number)];
    where.push(inArray(memberships.departmentId, subtree.length > 0 ? subtree : [-1]));
  }
  if (query.keyword) {
    const like = likeText(query.keyword);
    where.push(or(ilike(users.username, like), ilike(users.email, like), ilike(users.mobile, like)) as SQL);
  }
  if (query.departmentId !== undefined) where.push(eq(memberships.departmentId, query.departmentId));
  if (query.role !== undefined) where.push(eq(memberships.role, query.role));
  if (query.status) where.push(eq(memberships.disabled, query.status === 'disabled'));
  const filter = and(...where);
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(filter);
  const rows = await joined(db)
    .where(filter)
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
    records: rows.map((r) => toMember(ctx, r as Row)),
  };
}
