import type { Db } from '../../../db/client.ts';
import { reportEngineFor } from '../engine/report-engine.ts';
import { resolveFilter } from './resolve-filter.ts';

/**
 * For other report areas (exports, the response list): the response ids a filter keeps, or null
 * when no filter applies (list everything). `'selected'` is the user's selected filter. The
 * caller has checked the report right. Ids come in dataset row order.
 */
export async function filteredResponseIds(
  deps: { db: Db; now: () => number },
  surveyId: number,
  filterId: number | 'selected',
  userId: number,
): Promise<string[] | null> {
  const filter = await resolveFilter(deps.db, surveyId, userId, filterId);
  if (filter.definition === null) return null;
  const answer = await reportEngineFor(deps).ask(surveyId, {
    op: 'ids',
    surveyId,
    filter: filter.definition,
  });
  return answer?.result ?? [];
}
