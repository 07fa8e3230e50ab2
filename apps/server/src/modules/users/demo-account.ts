import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createUser } from './create-user.ts';

/**
 * On a first start with no accounts, creates `demo` with a random password and returns the
 * credentials so they can be printed once; never a constant password.
 */
export async function ensureDemoAccount(db: Db): Promise<{ username: string; password: string } | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const password = `${randomBytes(9).toString('base64url')}7a`;
  await createUser(db, { username: 'demo', password });
  return { username: 'demo', password };
}
