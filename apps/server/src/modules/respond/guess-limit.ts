import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guessLimits } from '../../db/schema/index.ts';

/**
 * Wrong passwords and invitation codes per address and survey: after GUESS_MAX wrong tries in
 * GUESS_WINDOW_MS the address is answered A2032 for that survey until the window passes, so a
 * survey password or the code list cannot be guessed by trying (a password of 6 digits would
 * otherwise fall in minutes). Counted in the database (table guess_limits) so that several
 * server processes share the count; rows whose window has passed are pruned by the sweep.
 */
export const GUESS_MAX = 10;
export const GUESS_WINDOW_MS = 10 * 60_000;

const windowStartBefore = (now: number) => new Date(now - GUESS_WINDOW_MS);

/** Whether this address may try another password or code on this survey now. */
export async function mayGuess(db: Db, ip: string, surveyId: number, now: number): Promise<boolean> {
  const [row] = await db
    .select({ misses: guessLimits.misses, windowStart: guessLimits.windowStart })
    .from(guessLimits)
    .where(and(eq(guessLimits.surveyId, surveyId), eq(guessLimits.ip, ip)));
  if (!row || row.windowStart.getTime() <= now - GUESS_WINDOW_MS) return true;
  return row.misses < GUESS_MAX;
}

/**
 * Counts one miss in one statement (safe across processes and parallel requests): the first miss,
 * or the first after the window passed, starts a new window.
 */
export async function recordMiss(db: Db, ip: string, surveyId: number, now: number): Promise<void> {
  const at = new Date(now);
  const stale = sql`${guessLimits.windowStart} <= ${windowStartBefore(now)}`;
  await db
    .insert(guessLimits)
    .values({ surveyId, ip, misses: 1, windowStart: at })
    .onConflictDoUpdate({
      target: [guessLimits.surveyId, guessLimits.ip],
      set: {
        misses: sql`CASE WHEN ${stale} THEN 1 ELSE ${guessLimits.misses} + 1 END`,
        windowStart: sql`CASE WHEN ${stale} THEN ${at} ELSE ${guessLimits.windowStart} END`,
      },
    });
}

/** Deletes the rows whose window has passed (they no longer limit anyone); answers how many. */
export async function pruneGuessLimits(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(guessLimits)
    .where(lte(guessLimits.windowStart, windowStartBefore(now)))
    .returning({ ip: guessLimits.ip });
  return gone.length;
}
