import type { CleaningPreview, ZCleaningPreviewBody } from '@cairn/contract';
import { medianDuration } from '@cairn/stats';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { filteredResponseIdsFor } from '../exports/filter-scope.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { loadCleaningData } from './cleaning-data.ts';
import { candidatesIn, evaluateCleaning, matchedRows, matchOf } from './cleaning-evaluate.ts';

/** What the rules match among the complete responses (report right): counts and the first page. */
export async function previewCleaning(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: z.output<typeof ZCleaningPreviewBody>,
): Promise<CleaningPreview> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const data = await loadCleaningData(deps.db, survey.id);
  const only = await filteredResponseIdsFor(deps, survey.id, body.filterId ?? null, auth.userId);
  const result = evaluateCleaning(data, body, only);
  return {
    candidates: candidatesIn(data, only),
    matched: result.count,
    perRule: result.outcomes.map((o) => ({ type: o.rule.type, matched: o.count })),
    medianMs: medianDuration(data.input),
    records: matchedRows(result)
      .slice(0, body.pageSize)
      .map((row) => matchOf(data, result, row)),
  };
}
