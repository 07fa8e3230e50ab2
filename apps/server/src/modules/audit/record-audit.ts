import type { AuditAction } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export interface AuditEntry {
  organizationId: number | null;
  actorId: number | null;
  action: AuditAction;
  targetUserId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Writes one audit event. Pass the transaction that makes the change, so the log never records a
 * change that rolled back, nor misses one that committed.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    organizationId: entry.organizationId,
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}
