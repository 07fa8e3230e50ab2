import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { getUserInfo } from './user-info.ts';
import { findUserByEmail, isUniqueViolation } from './user-repo.ts';

/** Changes e-mail and mobile; null clears one, an absent field stays as it is. */
export async function updateUserContact(
  db: Db,
  userId: number,
  input: { email?: string | null; mobile?: string | null },
  now: number,
) {
  if (input.email) {
    const other = await findUserByEmail(db, input.email);
    if (other && other.id !== userId) throw new AppError('A2013');
  }
  try {
    await db
      .update(users)
      .set({
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
        updatedAt: new Date(now),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw new AppError('A2013');
    throw error;
  }
  return getUserInfo(db, userId);
}
