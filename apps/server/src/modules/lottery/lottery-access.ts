import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import type { LotteryRow } from './lottery-view.ts';

/**
 * A lottery the caller may run: unknown or deleted is A0404; then the launch right on its survey
 * (A5202 for a stranger), through the one survey access check — as envelope campaigns.
 */
export async function lotteryForAction(
  db: Db,
  userId: number,
  id: string,
): Promise<{ row: LotteryRow; surveyCode: string }> {
  const [found] = await db
    .select({ row: lotteries, code: surveys.code })
    .from(lotteries)
    .innerJoin(surveys, eq(surveys.id, lotteries.surveyId))
    .where(and(eq(lotteries.id, id), isNull(lotteries.deletedAt)));
  if (!found) throw new AppError('A0404');
  await loadSurveyForAction({ db }, { userId }, found.code, 'launch');
  return { row: found.row, surveyCode: found.code };
}

/** The lottery row locked for the rest of the transaction: every stock or money move takes it. */
export async function lockLottery(tx: Db, id: string): Promise<LotteryRow> {
  const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
  if (!row) throw new AppError('A0404');
  return row;
}
