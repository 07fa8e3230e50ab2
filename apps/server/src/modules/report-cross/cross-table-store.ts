import { type CrossDefinition, type SavedCrossTable, ZCrossDefinition } from '@cairn/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crossTables } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type Row = typeof crossTables.$inferSelect;

export function viewOf(row: Row): SavedCrossTable {
  return {
    id: row.id,
    name: row.name,
    definition: ZCrossDefinition.parse(row.definition),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTables(db: Db, surveyId: number): Promise<SavedCrossTable[]> {
  const rows = await db
    .select()
    .from(crossTables)
    .where(eq(crossTables.surveyId, surveyId))
    .orderBy(asc(crossTables.id));
  return rows.map(viewOf);
}

/** The survey's tables of these ids, in the order asked; A0404 naming the first id it lacks. */
export async function tablesByIds(
  db: Db,
  surveyId: number,
  ids: readonly number[],
): Promise<SavedCrossTable[]> {
  const rows = await db
    .select()
    .from(crossTables)
    .where(and(eq(crossTables.surveyId, surveyId), inArray(crossTables.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('A0404', `table ${id}`);
    return viewOf(row);
  });
}

export async function insertTable(
  db: Db,
  values: { surveyId: number; name: string; definition: CrossDefinition; createdBy: number; now: Date },
): Promise<SavedCrossTable> {
  const [row] = await db
    .insert(crossTables)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return viewOf(row!);
}

export async function updateTable(
  db: Db,
  surveyId: number,
  id: number,
  values: { name: string; definition: CrossDefinition; now: Date },
): Promise<SavedCrossTable> {
  const [row] = await db
    .update(crossTables)
    .set({ name: values.name, definition: values.definition, updatedAt: values.now })
    .where(and(eq(crossTables.id, id), eq(crossTables.surveyId, surveyId)))
    .returning();
  if (!row) throw new AppError('A0404', `table ${id}`);
  return viewOf(row);
}

export async function deleteTable(db: Db, surveyId: number, id: number): Promise<void> {
  const rows = await db
    .delete(crossTables)
    .where(and(eq(crossTables.id, id), eq(crossTables.surveyId, surveyId)))
    .returning({ id: crossTables.id });
  if (rows.length === 0) throw new AppError('A0404', `table ${id}`);
}
