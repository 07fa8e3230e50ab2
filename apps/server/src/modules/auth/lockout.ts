import { LOGIN_LOCKOUT } from '@cairn/contract';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** Names are keyed as typed, case-folded: unknown names lock exactly as known ones do. */
export const lockoutKey = (username: string) => username.trim().toLowerCase();

export async function assertNotLocked(db: Db, key: string, now: number): Promise<void> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.usernameKey, key));
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw new AppError('A2027');
}

/**
 * Counts one failure in one statement (safe across processes); the failure that reaches the limit
 * within the window locks the name for the lock time and starts a new window.
 */
export async function recordFailure(db: Db, key: string, now: number): Promise<void> {
  const at = new Date(now);
  const windowStart = new Date(now - LOGIN_LOCKOUT.windowMs);
  const lockedUntil = new Date(now + LOGIN_LOCKOUT.lockMs);
  const fresh = sql`${loginFailures.windowStart} < ${windowStart}`;
  const reaches = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${loginFailures.failures} + 1 END) >= ${LOGIN_LOCKOUT.maxFailures}`;
  await db
    .insert(loginFailures)
    .values({ usernameKey: key, failures: 1, windowStart: at })
    .onConflictDoUpdate({
      target: loginFailures.usernameKey,
      set: {
        failures: sql`CASE WHEN ${reaches} THEN 0 WHEN ${fresh} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${reaches} OR ${fresh} THEN ${at} ELSE ${loginFailures.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${reaches} THEN ${lockedUntil} ELSE ${loginFailures.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}

/**
 * Deletes the rows that no longer change any answer: the window has passed (the next failure
 * starts afresh) and no lock holds. Run by the sweep, so names tried once do not pile up.
 */
export async function pruneLoginFailures(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.windowStart, new Date(now - LOGIN_LOCKOUT.windowMs)),
        or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, new Date(now))),
      ),
    )
    .returning({ key: loginFailures.usernameKey });
  return gone.length;
}
