import { Role } from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, organizations, orgUpgrades, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isUniqueViolation } from '../users/user-repo.ts';
import { cleanEnterpriseName, enterpriseNameKey } from './enterprise-name.ts';

export interface UpgradeInput {
  userId: number;
  enterpriseName: string;
  /** The enterprise level to reach (1 from the upgrade page; the operator may set more). */
  level?: number;
  source: 'web' | 'operator';
  ip?: string | null;
  now: number;
}

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * Upgrades an account to the enterprise edition: creates its organisation, makes it the
 * organisation admin, raises its level, and records the history row and the `org.upgrade` audit
 * event — all in one transaction, so a failure leaves the account as it was. The upgrade page and
 * the operator command both come here. A5209 blank name, A5201 a name taken (case and spaces
 * ignored), A5220 an account already in an organisation.
 */
export async function upgradeToEnterprise(db: Db, input: UpgradeInput): Promise<OrganizationRow> {
  const name = cleanEnterpriseName(input.enterpriseName);
  const level = Math.max(1, input.level ?? 1);
  try {
    return await db.transaction(async (tx) => {
      // The account's row is the lock: two upgrades of one account run one after the other.
      const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
      if (!user) throw new AppError('A0401', 'the account no longer exists');
      const [member] = await tx.select().from(memberships).where(eq(memberships.userId, user.id));
      if (member) throw new AppError('A5220');
      const [taken] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          sql`lower(regexp_replace(${organizations.name}, '\\s', '', 'g')) = ${enterpriseNameKey(name)}`,
        );
      if (taken) throw new AppError('A5201');
      const at = new Date(input.now);
      const [org] = await tx.insert(organizations).values({ name, createdAt: at }).returning();
      const organizationId = (org as OrganizationRow).id;
      await tx.insert(memberships).values({ userId: user.id, organizationId, role: Role.ORGANIZE_ADMIN });
      const toLevel = Math.max(level, user.level);
      await tx.update(users).set({ level: toLevel, updatedAt: at }).where(eq(users.id, user.id));
      await tx.insert(orgUpgrades).values({
        userId: user.id,
        organizationId,
        enterpriseName: name,
        fromLevel: user.level,
        toLevel,
        source: input.source,
        createdAt: at,
      });
      await recordAudit(tx, {
        organizationId,
        actorId: user.id,
        action: 'org.upgrade',
        detail: { enterpriseName: name, fromLevel: user.level, toLevel, source: input.source },
        ip: input.ip ?? null,
      });
      return org as OrganizationRow;
    });
  } catch (error) {
    // Two upgrades racing for one name: the unique index decides, the loser hears A5201.
    if (isUniqueViolation(error, 'organizations_name_key_idx')) throw new AppError('A5201');
    if (isUniqueViolation(error, 'memberships_user_idx')) throw new AppError('A5220');
    throw error;
  }
}
