import type { CleaningApplied, ZCleaningBody } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cleaningRunItems, cleaningRuns, responses } from '../../db/schema/index.ts';
import { filteredResponseIdsFor } from '../exports/filter-scope.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { adjustQuotaPlaces } from '../settings/quota-release.ts';
import { loadCleaningData } from './cleaning-data.ts';
import { evaluateCleaning, matchedRows } from './cleaning-evaluate.ts';

const BATCH = 5000;

/**
 * Marks the complete responses the rules match invalid, in one transaction with its log entry
 * (report right). The rules run again here rather than trusting a preview's list: what is marked
 * is what the rules match now. Only responses still complete change (the WHERE re-checks it),
 * and each keeps its previous status in the run's items for undo. Their quota places are given
 * back (quota-release.ts).
 */
export async function applyCleaning(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: z.output<typeof ZCleaningBody>,
): Promise<CleaningApplied> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const at = new Date(deps.now());
  // The active filter's responses (the report engine's, read before the transaction).
  const only = await filteredResponseIdsFor(deps, survey.id, body.filterId ?? null, auth.userId);
  return deps.db.transaction(async (tx) => {
    const data = await loadCleaningData(tx, survey.id);
    const ids = matchedRows(evaluateCleaning(data, body, only)).map((row) => data.ids[row]!);
    const [run] = await tx
      .insert(cleaningRuns)
      .values({
        surveyId: survey.id,
        userId: auth.userId,
        kind: 'apply',
        combine: body.combine,
        rules: body.rules,
        createdAt: at,
      })
      .returning({ id: cleaningRuns.id });
    let affected = 0;
    for (let start = 0; start < ids.length; start += BATCH) {
      const changed = await tx
        .update(responses)
        .set({ status: 'invalid', updatedAt: at })
        .where(
          and(
            eq(responses.surveyId, survey.id),
            inArray(responses.id, ids.slice(start, start + BATCH)),
            eq(responses.status, 'complete'),
          ),
        )
        .returning({ id: responses.id });
      if (changed.length === 0) continue;
      affected += changed.length;
      await adjustQuotaPlaces(
        tx,
        survey.id,
        changed.map((row) => row.id),
        -1,
      );
      await tx
        .insert(cleaningRunItems)
        .values(
          changed.map((row) => ({ runId: run!.id, responseId: row.id, previousStatus: 'complete' as const })),
        );
    }
    await tx.update(cleaningRuns).set({ affected }).where(eq(cleaningRuns.id, run!.id));
    return { runId: run!.id, affected };
  });
}
