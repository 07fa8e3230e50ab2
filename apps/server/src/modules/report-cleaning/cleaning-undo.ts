import type { CleaningUndone } from '@cairn/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleaningRuns } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { adjustQuotaPlaces } from '../settings/quota-release.ts';

/**
 * Undoes an apply run (report right): its responses that are still invalid get their previous
 * status back; one changed since (restored by hand, say) is left as it is. Logged as an undo
 * run; an apply run is undone once (A0400 after that), an unknown run or one of another survey
 * is A0404.
 */
export async function undoCleaning(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  surveyCode: string,
  runId: number,
): Promise<CleaningUndone> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const at = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(cleaningRuns)
      .where(
        and(eq(cleaningRuns.id, runId), eq(cleaningRuns.surveyId, survey.id), eq(cleaningRuns.kind, 'apply')),
      );
    if (!run) throw new AppError('A0404', `cleaning run ${runId}`);
    // Claims the run first: of two undo calls at once, the second finds it taken.
    const claimed = await tx
      .update(cleaningRuns)
      .set({ undoneAt: at })
      .where(and(eq(cleaningRuns.id, runId), isNull(cleaningRuns.undoneAt)))
      .returning({ id: cleaningRuns.id });
    if (claimed.length === 0) throw new AppError('A0400', `cleaning run ${runId} was already undone`);
    const restored = await tx.execute(sql`
      update responses r set status = i.previous_status, updated_at = ${at}
      from cleaning_run_items i
      where i.run_id = ${runId} and r.survey_id = ${survey.id} and r.id = i.response_id
        and r.status = 'invalid'
      returning r.id::text as id, r.status`);
    const rows = (restored as unknown as { rows: { id: string; status: string }[] }).rows;
    const count = rows.length;
    // Complete again: they take their quota places back.
    await adjustQuotaPlaces(
      tx,
      survey.id,
      rows.filter((row) => row.status === 'complete').map((row) => row.id),
      1,
    );
    const [undo] = await tx
      .insert(cleaningRuns)
      .values({
        surveyId: survey.id,
        userId: auth.userId,
        kind: 'undo',
        affected: count,
        undoOf: runId,
        createdAt: at,
      })
      .returning({ id: cleaningRuns.id });
    return { runId: undo!.id, restored: count };
  });
}
