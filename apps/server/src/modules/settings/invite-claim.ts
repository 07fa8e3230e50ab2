import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inviteCodes } from '../../db/schema/index.ts';

/**
 * Claims an invitation code for one response ("each usable once"): one UPDATE guarded by
 * `used_at IS NULL`, so of any number of concurrent claims exactly one wins — PostgreSQL re-checks
 * the guard on the row after a competing UPDATE commits. Matched ignoring case, like the unique
 * index. Returns the code's id, or null when it is unknown or already used. For submissions
 * (the respondent issue), inside their transaction so a failed submission releases the code.
 */
export async function claimInviteCode(
  db: Db,
  surveyId: number,
  code: string,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .update(inviteCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(inviteCodes.surveyId, surveyId),
        sql`upper(${inviteCodes.code}) = upper(${code.trim()})`,
        isNull(inviteCodes.usedAt),
      ),
    )
    .returning({ id: inviteCodes.id });
  return row?.id ?? null;
}
