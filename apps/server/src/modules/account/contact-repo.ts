import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/user-repo.ts';

/** The account with a mobile number, if any (numbers are stored trimmed, as typed). */
export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile.trim())).limit(1);
  return row;
}

/** Whether an account other than `userId` has the number. */
export async function mobileTakenByOther(db: Db, mobile: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile.trim()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}
