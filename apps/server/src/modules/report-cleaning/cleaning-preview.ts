import type { CleaningPreview, ZCleaningPreviewBody } from '@cairn/contract';
import { medianDuration } from '@cairn/stats';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { loadCleaningData } from './cleaning-data.ts';
import { evaluateCleaning, matchedRows, matchOf } from './cleaning-evaluate.ts';

/** What the rules match among the complete responses (report right): counts and the first page. */
export async function previewCleaning(
  deps: { db: Db },
  auth: { userId: number },
  body: z.output<typeof ZCleaningPreviewBody>,
): Promise<CleaningPreview> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const data = await loadCleaningData(deps.db, survey.id);
  const result = evaluateCleaning(data, body);
  return {
    candidates: data.ids.length,
    matched: result.count,
    perRule: result.outcomes.map((o) => ({ type: o.rule.type, matched: o.count })),
    medianMs: medianDuration(data.input),
    records: matchedRows(result)
      .slice(0, body.pageSize)
      .map((row) => matchOf(data, result, row)),
  };
}
