import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sampleOrders, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

export type SampleRow = typeof sampleOrders.$inferSelect;

/**
 * A sample order the caller may run: unknown is A0404; then the launch right on its survey (A5202
 * for a stranger), through the one survey access check.
 */
export async function sampleForAction(
  db: Db,
  userId: number,
  id: string,
): Promise<{ row: SampleRow; surveyCode: string }> {
  const [found] = await db
    .select({ row: sampleOrders, code: surveys.code })
    .from(sampleOrders)
    .innerJoin(surveys, eq(surveys.id, sampleOrders.surveyId))
    .where(eq(sampleOrders.id, id));
  if (!found) throw new AppError('A0404');
  await loadSurveyForAction({ db }, { userId }, found.code, 'launch');
  return { row: found.row, surveyCode: found.code };
}

/** The order's row locked for the rest of the transaction (every count and money move takes it). */
export async function lockSample(tx: Db, id: string): Promise<SampleRow> {
  const [row] = await tx.select().from(sampleOrders).where(eq(sampleOrders.id, id)).for('update');
  if (!row) throw new AppError('A0404');
  return row;
}
