import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountRestrictions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMembership } from '../users/user-repo.ts';

/** A2026 when the account is restricted: authentication and every login path call this. */
export async function assertNotRestricted(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ userId: accountRestrictions.userId })
    .from(accountRestrictions)
    .where(eq(accountRestrictions.userId, userId));
  if (row) throw new AppError('A2026');
}

/**
 * Restricts or lifts the restriction of an account, with its audit event in the same transaction.
 * Sessions stay: the account keeps being told why (A2026) instead of being logged out (A0401).
 */
export async function setRestricted(
  db: Db,
  userId: number,
  restricted: boolean,
  input: { reason?: string; now: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = restricted
      ? await tx
          .insert(accountRestrictions)
          .values({ userId, reason: input.reason ?? '', restrictedAt: new Date(input.now) })
          .onConflictDoNothing()
          .returning({ userId: accountRestrictions.userId })
      : await tx
          .delete(accountRestrictions)
          .where(eq(accountRestrictions.userId, userId))
          .returning({ userId: accountRestrictions.userId });
    if (changed.length === 0) return false;
    const membership = await findMembership(tx, userId);
    await recordAudit(tx, {
      organizationId: membership?.organizationId ?? null,
      actorId: null,
      action: restricted ? 'account.restrict' : 'account.unrestrict',
      targetUserId: userId,
      detail: input.reason ? { reason: input.reason } : {},
    });
    return true;
  });
}
