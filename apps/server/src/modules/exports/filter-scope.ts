import type { Db } from '../../db/client.ts';
import { filteredResponseIds } from '../report/filters/filtered-response-ids.ts';

/**
 * THE place where a saved filter's response ids are applied to an export: the report engine's
 * `filteredResponseIds` with the task's filter (the one selected when the task was made). Returns
 * null for "no filter": every response of the chosen statuses. Called once when the export
 * starts, so the ids are a snapshot like the rows; a filter removed since then is an error
 * (A0404) that fails the task rather than silently exporting everything.
 */
export async function filteredResponseIdsFor(
  deps: { db: Db; now: () => number },
  surveyId: number,
  filterId: number | null,
  userId: number,
): Promise<ReadonlySet<string> | null> {
  if (filterId === null) return null;
  const ids = await filteredResponseIds(deps, surveyId, filterId, userId);
  return ids === null ? null : new Set(ids);
}

/**
 * The responses one export may hold: its filter's (above), narrowed to the selected responses
 * when the task names them (POST /v1/answer/export); null for every response of its statuses.
 */
export async function exportScope(
  deps: { db: Db; now: () => number },
  surveyId: number,
  request: { filterId: number | null; userId: number; responseIds?: readonly string[] | null },
): Promise<ReadonlySet<string> | null> {
  const filtered = await filteredResponseIdsFor(deps, surveyId, request.filterId, request.userId);
  if (!request.responseIds) return filtered;
  return new Set(request.responseIds.filter((id) => filtered === null || filtered.has(id)));
}
