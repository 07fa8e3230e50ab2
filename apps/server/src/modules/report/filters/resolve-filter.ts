import type { FilterDefinition } from '@cairn/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { definitionOf, findFilterRow, selectedFilterId } from './filter-store.ts';

/**
 * Which filter a report applies: an explicit id (0 or null: none), else the caller's selected
 * filter on the survey. An unknown explicit id is A0404; a selection whose filter is gone is none.
 */
export async function resolveFilter(
  db: Db,
  surveyId: number,
  userId: number,
  filterId: number | null | 'selected' | undefined,
): Promise<{ id: number | null; definition: FilterDefinition | null }> {
  const id =
    filterId === undefined || filterId === 'selected'
      ? await selectedFilterId(db, userId, surveyId)
      : filterId;
  if (!id) return { id: null, definition: null };
  const row = await findFilterRow(db, surveyId, id);
  if (!row) {
    if (filterId === undefined || filterId === 'selected') return { id: null, definition: null };
    throw new AppError('A0404', `filterId ${id}`);
  }
  return { id, definition: definitionOf(row) };
}
