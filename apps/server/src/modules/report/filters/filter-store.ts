import { type FilterDefinition, type FilterView, ZFilterDefinition } from '@cairn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { reportFilterSelections, reportFilters } from '../../../db/schema/index.ts';

/** Saved filters and the per-user selection: the queries (services decide the rules). */
type FilterRow = typeof reportFilters.$inferSelect;

/** A stored definition read back through the contract's schema (defaults fill older rows). */
export function definitionOf(row: Pick<FilterRow, 'definition'>): FilterDefinition {
  const parsed = ZFilterDefinition.safeParse(row.definition);
  return parsed.success ? parsed.data : ZFilterDefinition.parse({});
}

export function viewOf(row: FilterRow, selectedId: number | null): FilterView {
  return {
    ...definitionOf(row),
    id: row.id,
    name: row.name,
    selected: row.id === selectedId,
    updateTime: row.updatedAt.getTime(),
  };
}

export async function listFilterRows(db: Db, surveyId: number): Promise<FilterRow[]> {
  return db
    .select()
    .from(reportFilters)
    .where(eq(reportFilters.surveyId, surveyId))
    .orderBy(asc(reportFilters.id));
}

export async function findFilterRow(db: Db, surveyId: number, id: number): Promise<FilterRow | undefined> {
  const [row] = await db
    .select()
    .from(reportFilters)
    .where(and(eq(reportFilters.surveyId, surveyId), eq(reportFilters.id, id)));
  return row;
}

export async function selectedFilterId(db: Db, userId: number, surveyId: number): Promise<number | null> {
  const [row] = await db
    .select({ filterId: reportFilterSelections.filterId })
    .from(reportFilterSelections)
    .where(and(eq(reportFilterSelections.userId, userId), eq(reportFilterSelections.surveyId, surveyId)));
  return row?.filterId ?? null;
}

export async function setSelection(
  db: Db,
  userId: number,
  surveyId: number,
  filterId: number | null,
): Promise<void> {
  if (filterId === null) {
    await db
      .delete(reportFilterSelections)
      .where(and(eq(reportFilterSelections.userId, userId), eq(reportFilterSelections.surveyId, surveyId)));
    return;
  }
  await db
    .insert(reportFilterSelections)
    .values({ userId, surveyId, filterId })
    .onConflictDoUpdate({
      target: [reportFilterSelections.userId, reportFilterSelections.surveyId],
      set: { filterId },
    });
}

/** The caller's selected filter's id and name, or null (none selected, or it was removed). */
export async function selectedFilterRef(
  db: Db,
  surveyId: number,
  userId: number,
): Promise<{ id: number; name: string } | null> {
  const id = await selectedFilterId(db, userId, surveyId);
  const row = id === null ? undefined : await findFilterRow(db, surveyId, id);
  return row ? { id: row.id, name: row.name } : null;
}
