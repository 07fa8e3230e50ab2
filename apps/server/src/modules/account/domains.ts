import type { UserDomain } from '@cairn/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userDomains } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export const DOMAIN_STATUS = { review: 0, approved: 1, rejected: 2 } as const;

/** Labels of letters, digits and inner hyphens, at least two, the last alphabetic (a TLD). */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Public mailbox providers: anyone can have an address there, so it proves no organisation. */
export const PUBLIC_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'proton.me',
  'protonmail.com',
]);

const toDomain = (row: typeof userDomains.$inferSelect): UserDomain => ({
  id: row.id,
  domain: row.domain,
  status: row.status as UserDomain['status'],
  createdAt: row.createdAt.toISOString(),
});

export async function listDomains(db: Db, userId: number): Promise<UserDomain[]> {
  const rows = await db
    .select()
    .from(userDomains)
    .where(eq(userDomains.userId, userId))
    .orderBy(asc(userDomains.id));
  return rows.map(toDomain);
}

/** Claims a domain for review; the caller's own earlier claim of it decides A2019–A2021. */
export async function addDomain(db: Db, userId: number, domain: string, now: number): Promise<UserDomain> {
  if (!DOMAIN.test(domain)) throw new AppError('A2008');
  if (PUBLIC_MAIL.has(domain)) throw new AppError('A2009');
  const [mine] = await db
    .select()
    .from(userDomains)
    .where(and(eq(userDomains.userId, userId), eq(userDomains.domain, domain)));
  if (mine?.status === DOMAIN_STATUS.approved) throw new AppError('A2019');
  if (mine?.status === DOMAIN_STATUS.rejected) throw new AppError('A2020');
  if (mine) throw new AppError('A2021');
  const [other] = await db
    .select({ id: userDomains.id })
    .from(userDomains)
    .where(and(eq(userDomains.domain, domain), ne(userDomains.userId, userId), ne(userDomains.status, 2)));
  if (other) throw new AppError('A2010');
  const [row] = await db
    .insert(userDomains)
    .values({ userId, domain, createdAt: new Date(now) })
    .returning();
  return toDomain(row!);
}

/** Removes one of the caller's domains; another account's answers A0404 as a missing one. */
export async function removeDomain(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(userDomains)
    .where(and(eq(userDomains.id, id), eq(userDomains.userId, userId)))
    .returning({ id: userDomains.id });
  if (gone.length === 0) throw new AppError('A0404');
}

/** The operator's decision (admin CLI approve-domain / reject-domain). */
export async function decideDomain(db: Db, id: number, approve: boolean, now: number): Promise<boolean> {
  const done = await db
    .update(userDomains)
    .set({ status: approve ? DOMAIN_STATUS.approved : DOMAIN_STATUS.rejected, decidedAt: new Date(now) })
    .where(eq(userDomains.id, id))
    .returning({ id: userDomains.id });
  return done.length > 0;
}

export async function pendingDomains(db: Db) {
  return db
    .select()
    .from(userDomains)
    .where(eq(userDomains.status, DOMAIN_STATUS.review))
    .orderBy(asc(userDomains.id));
}
