import { isStrongPassword, type RegisterBody } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  findUserByEmail,
  findUserByName,
  isUniqueViolation,
  MOBILE_INDEX,
  newUserCode,
} from './user-repo.ts';

/** Registration and the operator command share this: one set of rules for a new account. */
export async function createUser(db: Db, input: RegisterBody & { level?: number }) {
  if (!isStrongPassword(input.password)) throw new AppError('A2011');
  if (await findUserByName(db, input.username)) throw new AppError('A2014');
  if (input.email && (await findUserByEmail(db, input.email))) throw new AppError('A2013');
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        userCode: newUserCode(),
        level: input.level ?? 0,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two registrations of one name racing past the checks above: the index decides.
    if (isUniqueViolation(error, 'users_username_lower_idx')) throw new AppError('A2014');
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw new AppError('A2013');
    if (isUniqueViolation(error, MOBILE_INDEX)) throw new AppError('A2022');
    throw error;
  }
}
