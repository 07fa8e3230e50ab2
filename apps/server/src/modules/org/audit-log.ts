import { type AuditAction, type AuditRecord, Role } from '@cairn/contract';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSubject } from '../../policy/subject.ts';

export interface AuditFilter {
  action?: AuditAction;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

/** The organisation whose log the caller may read: organisation admins only (A5202 otherwise). */
export async function auditOrganization(db: Db, userId: number): Promise<number> {
  const subject = await loadSubject(db, userId);
  if (subject.organizationId === null || subject.role !== Role.ORGANIZE_ADMIN) throw new AppError('A5202');
  return subject.organizationId;
}

function conditions(organizationId: number, filter: AuditFilter): SQL {
  const parts: SQL[] = [eq(auditEvents.organizationId, organizationId)];
  if (filter.action) parts.push(eq(auditEvents.action, filter.action));
  if (filter.from !== undefined) parts.push(gte(auditEvents.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) parts.push(lt(auditEvents.createdAt, new Date(filter.to)));
  return and(...parts) as SQL;
}

/** Events of the organisation, newest first, with the actor's and target's names. */
export async function readAudit(
  db: Db,
  organizationId: number,
  filter: AuditFilter,
  limit: number,
  offset = 0,
): Promise<AuditRecord[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const rows = await db
    .select({ e: auditEvents, actorName: actor.username, targetName: target.username })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(target, eq(target.id, auditEvents.targetUserId))
    .where(conditions(organizationId, filter))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ e, actorName, targetName }) => ({
    id: e.id,
    action: e.action as AuditAction,
    actorId: e.actorId,
    actorName,
    targetUserId: e.targetUserId,
    targetName,
    detail: e.detail,
    ip: e.ip,
    createdAt: e.createdAt.toISOString(),
  }));
}

export async function listAudit(
  db: Db,
  userId: number,
  query: AuditFilter & { page: number; pageSize: number },
) {
  const organizationId = await auditOrganization(db, userId);
  const [total] = await db.select({ n: count() }).from(auditEvents).where(conditions(organizationId, query));
  const records = await readAudit(
    db,
    organizationId,
    query,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { page: query.page, pageSize: query.pageSize, total: Number(total?.n ?? 0), records };
}
