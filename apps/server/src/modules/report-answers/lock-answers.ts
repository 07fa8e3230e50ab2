import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/index.ts';
import type { ResponseStatus } from '../../db/schema/responses.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The responses a mark or delete call names, locked for the rest of its transaction (a concurrent
 * submit or mark waits). An id the survey does not have refuses the whole call with A0404, naming
 * it, so a batch never half-applies.
 */
export async function lockAnswers(
  tx: Db,
  surveyId: number,
  ids: readonly string[],
): Promise<{ id: string; status: ResponseStatus }[]> {
  const rows = await tx
    .select({ id: responses.id, status: responses.status })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), inArray(responses.id, [...ids])))
    .for('update');
  return allFound(rows, ids);
}

/** The same check without a lock, for a call that only reads the responses (an export). */
export async function requireAnswers(db: Db, surveyId: number, ids: readonly string[]): Promise<void> {
  const rows = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), inArray(responses.id, [...ids])));
  allFound(rows, ids);
}

/** The rows found for distinct ids, or A0404 naming the first id the survey does not have. */
function allFound<R extends { id: string }>(rows: R[], ids: readonly string[]): R[] {
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new AppError('A0404', `response ${ids.find((id) => !found.has(id))}`);
  }
  return rows;
}
