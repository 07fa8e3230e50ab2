import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_CODES_PER_SURVEY_MAX } from '@cairn/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inviteCodes, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** A random invitation code from the alphabet without look-alikes (no 0/O, 1/I/L). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Adds codes to a survey, skipping those it already holds (ignoring case). Runs in a transaction
 * with the survey row locked, so two imports cannot together pass the per-survey limit (A0302).
 * Returns how many were added.
 */
export async function addInviteCodes(db: Db, surveyId: number, codes: readonly string[]): Promise<number> {
  if (codes.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(inviteCodes)
      .where(eq(inviteCodes.surveyId, surveyId));
    if ((held?.n ?? 0) + codes.length > INVITE_CODES_PER_SURVEY_MAX) {
      throw new AppError('A0302', String(INVITE_CODES_PER_SURVEY_MAX));
    }
    let added = 0;
    // Chunks keep each statement's parameter count well under PostgreSQL's limit.
    for (let i = 0; i < codes.length; i += 1000) {
      const rows = await tx
        .insert(inviteCodes)
        .values(codes.slice(i, i + 1000).map((code) => ({ surveyId, code })))
        .onConflictDoNothing()
        .returning({ id: inviteCodes.id });
      added += rows.length;
    }
    return added;
  });
}
