import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';

/** Rows deleted per statement: each batch commits on its own, so no lock is held for long. */
export const EXPIRY_BATCH = 1000;

/**
 * Deletes partial responses not saved for longer than `ttlMs` (RELIABILITY.md "Nothing lost" 4),
 * batch by batch until none is left; answers how many went. Finished responses are never touched.
 * Rows another transaction holds (a save or a submit in flight) are skipped and their status and
 * age are checked again at deletion, so a response saved or submitted meanwhile stays. A page
 * that still holds such a draft saves it again under the same id (the save is an upsert).
 */
export async function expirePartialResponses(
  db: Db,
  now: number,
  ttlMs: number,
  batch = EXPIRY_BATCH,
): Promise<number> {
  const cutoff = new Date(now - ttlMs);
  const expired = and(eq(responses.status, 'partial'), lt(responses.updatedAt, cutoff));
  let total = 0;
  for (;;) {
    const oldest = db
      .select({ surveyId: responses.surveyId, id: responses.id })
      .from(responses)
      .where(expired)
      .limit(batch)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(responses)
      .where(and(sql`(${responses.surveyId}, ${responses.id}) in ${oldest}`, expired))
      .returning({ id: responses.id });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
