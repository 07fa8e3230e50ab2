import { isStrongPassword } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { findUserById } from './user-repo.ts';

/** Sets a new password after checking the old one; every other session of the user ends. */
export async function changePassword(
  db: Db,
  auth: { userId: number; sessionId: string },
  input: { oldPassword: string; newPassword: string },
  now: number,
) {
  const user = await findUserById(db, auth.userId);
  if (!user) throw new AppError('A0401');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('A0115');
  if (!isStrongPassword(input.newPassword)) throw new AppError('A2011');
  await setPassword(db, user.id, input.newPassword, now);
  await revokeUserSessions(db, user.id, now, auth.sessionId);
}

export async function setPassword(db: Db, userId: number, password: string, now: number) {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date(now) })
    .where(eq(users.id, userId));
}
