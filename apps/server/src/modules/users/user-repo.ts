import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findMembership(db: Db, userId: number) {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row;
}

/** A short public code for a user, unguessable enough to show and share. */
export const newUserCode = () => `U${randomBytes(6).toString('hex').toUpperCase()}`;

/** The partial unique index on `users.mobile` (A2022 when a write meets it). */
export const MOBILE_INDEX = 'users_mobile_idx';

/** Postgres unique-violation on a named index, as raised by both drivers. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23505' && (inner.constraint === index || String(error).includes(index));
}
