import { type WeightingDefinition, type WeightingScheme, ZWeightingDefinition } from '@cairn/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weightingSchemes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { SchemeRef } from '../report/analysis/weights-cache.ts';

type Row = typeof weightingSchemes.$inferSelect;

/** A stored definition read through the contract's schema (defaults of later releases filled in). */
function definitionOf(row: Row): WeightingDefinition {
  return ZWeightingDefinition.parse(row.definition);
}

export function viewOf(row: Row): WeightingScheme {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    definition: definitionOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSchemes(db: Db, surveyId: number): Promise<WeightingScheme[]> {
  const rows = await db
    .select()
    .from(weightingSchemes)
    .where(eq(weightingSchemes.surveyId, surveyId))
    .orderBy(asc(weightingSchemes.id));
  return rows.map(viewOf);
}

export async function findScheme(db: Db, surveyId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(weightingSchemes)
    .where(and(eq(weightingSchemes.id, id), eq(weightingSchemes.surveyId, surveyId)));
  if (!row) throw new AppError('A0404', `scheme ${id}`);
  return row;
}

/** The survey's active scheme as the report worker needs it (null: none). */
export async function activeScheme(db: Db, surveyId: number): Promise<SchemeRef | null> {
  const [row] = await db
    .select()
    .from(weightingSchemes)
    .where(and(eq(weightingSchemes.surveyId, surveyId), eq(weightingSchemes.active, true)));
  return row ? { id: row.id, revision: row.revision, definition: definitionOf(row) } : null;
}

export async function insertScheme(
  db: Db,
  values: { surveyId: number; name: string; definition: WeightingDefinition; createdBy: number; now: Date },
): Promise<Row> {
  const [row] = await db
    .insert(weightingSchemes)
    .values({
      surveyId: values.surveyId,
      name: values.name,
      definition: values.definition,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** Replaces name and definition; the revision grows so cached weights of the old one are not used. */
export async function updateScheme(
  db: Db,
  surveyId: number,
  id: number,
  values: { name: string; definition: WeightingDefinition; now: Date },
): Promise<Row> {
  const [row] = await db
    .update(weightingSchemes)
    .set({
      name: values.name,
      definition: values.definition,
      revision: sql`${weightingSchemes.revision} + 1`,
      updatedAt: values.now,
    })
    .where(and(eq(weightingSchemes.id, id), eq(weightingSchemes.surveyId, surveyId)))
    .returning();
  if (!row) throw new AppError('A0404', `scheme ${id}`);
  return row;
}

export async function deleteScheme(db: Db, surveyId: number, id: number): Promise<void> {
  const rows = await db
    .delete(weightingSchemes)
    .where(and(eq(weightingSchemes.id, id), eq(weightingSchemes.surveyId, surveyId)))
    .returning({ id: weightingSchemes.id });
  if (rows.length === 0) throw new AppError('A0404', `scheme ${id}`);
}

/** Makes one scheme active (or none) in one transaction, so two are never active at once. */
export async function setActive(db: Db, surveyId: number, id: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(weightingSchemes)
      .set({ active: false })
      .where(and(eq(weightingSchemes.surveyId, surveyId), eq(weightingSchemes.active, true)));
    if (id !== null)
      await tx
        .update(weightingSchemes)
        .set({ active: true })
        .where(and(eq(weightingSchemes.id, id), eq(weightingSchemes.surveyId, surveyId)));
  });
}
