import { randomInt } from 'node:crypto';
import { MAX_SURVEYS_FREE, PROJECT_CODE_ALPHABET, PROJECT_CODE_LENGTH } from '@cairn/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserByEmail, findUserByName, type UserRow } from '../users/user-repo.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type NewSurveyRow = Omit<typeof surveys.$inferInsert, 'id' | 'code'>;

/** Epoch milliseconds of a timestamp column, as every answer carries times. */
export const millis = (d: Date) => d.getTime();
export const millisOrNull = (d: Date | null) => (d ? d.getTime() : null);

export async function findSurveyByCode(db: Db, code: string): Promise<SurveyRow | undefined> {
  const [row] = await db.select().from(surveys).where(eq(surveys.code, code));
  return row;
}

/** A random project code: 8 letters and digits without the ambiguous ones. */
export function newProjectCode(): string {
  let code = '';
  for (let i = 0; i < PROJECT_CODE_LENGTH; i++)
    code += PROJECT_CODE_ALPHABET[randomInt(PROJECT_CODE_ALPHABET.length)];
  return code;
}

/**
 * Inserts a project under a fresh code. A clash among 56^8 codes is all but impossible; the code
 * is still checked first, so a clash costs a retry instead of a failed transaction.
 */
export async function insertSurvey(db: Db, values: NewSurveyRow): Promise<SurveyRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newProjectCode();
    if (await findSurveyByCode(db, code)) continue;
    const [row] = await db
      .insert(surveys)
      .values({ ...values, code })
      .returning();
    return row!;
  }
  throw new Error('could not find a free project code');
}

/**
 * Locks a user's row until the transaction ends, so two creations for one owner cannot both
 * pass the free limit.
 */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Projects a user owns outside the recycle bin. */
export async function countActiveOwned(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(surveys)
    .where(and(eq(surveys.ownerId, userId), isNull(surveys.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Refuses (A0210) when a free account (level 0) would own more than MAX_SURVEYS_FREE projects
 * outside the recycle bin. Call inside a transaction after `lockUser`.
 */
export async function assertMayOwnAnother(db: Db, userId: number): Promise<void> {
  const user = await lockUser(db, userId);
  if (!user) throw new AppError('A0401', 'the account no longer exists');
  if (user.level !== 0) return;
  if ((await countActiveOwned(db, userId)) >= MAX_SURVEYS_FREE) {
    throw new AppError('A0210', `a free account can keep ${MAX_SURVEYS_FREE} projects`);
  }
}

/** Another user named by user name or e-mail (share and handover targets). */
export async function findUserByNameOrEmail(db: Db, target: string): Promise<UserRow | undefined> {
  return (
    (await findUserByName(db, target)) ?? (target.includes('@') ? findUserByEmail(db, target) : undefined)
  );
}
