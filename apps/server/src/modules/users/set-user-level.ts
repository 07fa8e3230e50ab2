import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { upgradeToEnterprise } from '../org/upgrade-organization.ts';
import { findMembership } from './user-repo.ts';

/**
 * A user's edition level: 0 free (capped at FREE_RESPONSE_LIMIT responses per survey and the free
 * publishing limits), 1 and above enterprise. The level alone, with no organisation: tests use it
 * to make enterprise accounts; the operator command goes through `setLevelAsOperator`.
 */
export async function setUserLevel(db: Db, userId: number, level: number, now: number): Promise<void> {
  await db
    .update(users)
    .set({ level, updatedAt: new Date(now) })
    .where(eq(users.id, userId));
}

/**
 * The operator's `set-level`: an account outside any organisation raised to an enterprise level
 * is upgraded exactly as the upgrade page does it (`upgradeToEnterprise`: organisation named
 * `enterpriseName`, the account its admin, history row, audit event); otherwise only the level
 * changes. Answers the organisation created, if one was.
 */
export async function setLevelAsOperator(
  db: Db,
  user: { id: number; username: string },
  level: number,
  enterpriseName: string | undefined,
  now: number,
): Promise<{ organizationName: string } | null> {
  if (level > 0 && !(await findMembership(db, user.id))) {
    const org = await upgradeToEnterprise(db, {
      userId: user.id,
      enterpriseName: enterpriseName ?? user.username,
      level,
      source: 'operator',
      now,
    });
    return { organizationName: org.name };
  }
  await setUserLevel(db, user.id, level, now);
  return null;
}
