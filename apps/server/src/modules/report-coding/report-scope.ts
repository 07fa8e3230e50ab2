import type { Db } from '../../db/client.ts';
import { reportEngineFor } from '../report/engine/report-engine.ts';
import { resolveFilter } from '../report/filters/resolve-filter.ts';
import { activeScheme } from '../report-weighting/scheme-store.ts';
import type { Survey } from './coding-state.ts';

/**
 * The report's filters and weights for coding counts, from the report worker: the response ids a
 * filter keeps (the same masks as every report) and the active scheme's weight per response.
 */
export async function filteredResponseIds(
  deps: { db: Db; now: () => number },
  survey: Survey,
  userId: number,
  filterId: number | null | undefined,
): Promise<Set<string> | null> {
  const filter = await resolveFilter(deps.db, survey.id, userId, filterId);
  if (!filter.definition) return null;
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'ids',
    surveyId: survey.id,
    filter: filter.definition,
  });
  return new Set(answer?.result ?? []);
}

/** The active scheme's weight per response id; null when no scheme is active or it cannot run. */
export async function schemeWeights(
  deps: { db: Db; now: () => number },
  survey: Survey,
): Promise<Map<string, number> | null> {
  const scheme = await activeScheme(deps.db, survey.id);
  if (!scheme) return null;
  const answer = await reportEngineFor(deps).ask(survey.id, {
    op: 'scheme-weights',
    surveyId: survey.id,
    scheme,
  });
  const result = answer?.result;
  if (!result) return null;
  const weights = new Map<string, number>();
  for (const [i, id] of result.ids.entries()) weights.set(id, result.weights[i]!);
  return weights;
}
