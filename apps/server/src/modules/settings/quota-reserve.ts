import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotas } from '../../db/schema/index.ts';

/**
 * Takes one place in a quota unless it is full: a single UPDATE guarded by `filled < target`, so
 * concurrent submissions can never push `filled` past `target` (PostgreSQL re-checks the guard on
 * the row after a competing UPDATE commits). Returns the new count, or null when the quota was
 * already full (or is gone) — the submission then applies the quota's action. For submissions
 * (the respondent issue), inside their transaction so a failed submission gives the place back.
 */
export async function reserveQuotaPlace(db: Db, quotaId: number): Promise<number | null> {
  const [row] = await db
    .update(quotas)
    .set({ filled: sql`${quotas.filled} + 1` })
    .where(and(eq(quotas.id, quotaId), lt(quotas.filled, quotas.target)))
    .returning({ filled: quotas.filled });
  return row?.filled ?? null;
}
