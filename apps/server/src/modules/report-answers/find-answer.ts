import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type ResponseRow = typeof responses.$inferSelect;

/** One response of a survey; another survey's id is A0404 like a missing one (no probing). */
export async function findAnswer(db: Db, surveyId: number, id: string): Promise<ResponseRow> {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.id, id)));
  if (!row) throw new AppError('A0404', 'response');
  return row;
}
