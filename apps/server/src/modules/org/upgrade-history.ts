import { Role, type UpgradeRecord } from '@cairn/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgUpgrades, users } from '../../db/schema/index.ts';
import { loadSubject } from '../../policy/subject.ts';

/**
 * The upgrade history, newest first: an organisation admin sees every upgrade of the
 * organisation; anyone else only the upgrades they made themselves.
 */
export async function listUpgrades(db: Db, userId: number, page: number, pageSize: number) {
  const subject = await loadSubject(db, userId);
  const where =
    subject.role === Role.ORGANIZE_ADMIN && subject.organizationId !== null
      ? eq(orgUpgrades.organizationId, subject.organizationId)
      : eq(orgUpgrades.userId, userId);
  const [total] = await db.select({ n: count() }).from(orgUpgrades).where(where);
  const rows = await db
    .select({ row: orgUpgrades, username: users.username })
    .from(orgUpgrades)
    .leftJoin(users, eq(users.id, orgUpgrades.userId))
    .where(where)
    .orderBy(desc(orgUpgrades.createdAt), desc(orgUpgrades.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const records: UpgradeRecord[] = rows.map(({ row, username }) => ({
    id: row.id,
    organizationId: row.organizationId,
    enterpriseName: row.enterpriseName,
    username,
    fromLevel: row.fromLevel,
    toLevel: row.toLevel,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  }));
  return { page, pageSize, total: Number(total?.n ?? 0), records };
}
