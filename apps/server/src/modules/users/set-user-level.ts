import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * A user's edition level: 0 free (capped at FREE_RESPONSE_LIMIT responses per survey and the free
 * publishing limits), 1 and above enterprise. Set only by the operator command (there is no
 * screen for it); the tests set it through here too.
 */
export async function setUserLevel(db: Db, userId: number, level: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ level, updatedAt: new Date(now) })
    .where(eq(users.id, userId));
}
