import type { Db } from '../../db/client.ts';

/**
 * THE place where a saved filter's response ids are applied to an export (the engine's
 * `filteredResponseIds(...)`, branch h-engine, is connected here at merge). Returns null for "no
 * filter": every response of the chosen statuses. Until then a filterId is accepted and stored
 * on the task, and only the status choices (partial / invalid included or not) apply.
 */
export async function filteredResponseIdsFor(
  _db: Db,
  _surveyId: number,
  filterId: number | null,
): Promise<ReadonlySet<string> | null> {
  if (filterId === null) return null;
  return null;
}
