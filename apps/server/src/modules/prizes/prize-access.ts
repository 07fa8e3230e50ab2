import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lotteries } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Action } from '../../policy/policy.ts';
import type { LotteryRow } from '../lottery/lottery-view.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/**
 * A lottery of the survey the call names, for `action` on that survey (the one access check:
 * read answers A0403 to a stranger, launch A5202). A lottery of another survey, or a deleted one,
 * is A0404. `mayLaunch`: whether the caller also holds the launch right (codes and contact details
 * are shown whole only then).
 */
export async function prizeLottery(
  db: Db,
  userId: number,
  surveyCode: string,
  lotteryId: string,
  action: Action,
): Promise<{ row: LotteryRow; surveyId: number; mayLaunch: boolean }> {
  const { survey, rights } = await loadSurveyForAction({ db }, { userId }, surveyCode, action);
  const [row] = await db
    .select()
    .from(lotteries)
    .where(and(eq(lotteries.id, lotteryId), eq(lotteries.surveyId, survey.id), isNull(lotteries.deletedAt)));
  if (!row) throw new AppError('A0404');
  return { row, surveyId: survey.id, mayLaunch: rights.launch };
}

/** Whether codes may still be added: not once the lottery has ended and no draw is left to give them. */
export function acceptsCodes(row: Pick<LotteryRow, 'status' | 'drawnAt' | 'config'>): boolean {
  if (row.status !== 'ended') return true;
  return (row.config as { mode?: string }).mode === 'after-close' && row.drawnAt === null;
}
