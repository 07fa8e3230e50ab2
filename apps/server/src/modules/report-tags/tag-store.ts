import { type CrossDefinition, TAG_VARIABLE_PREFIX, type Tag, ZTagRule } from '@cairn/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openTagAnswers, openTags } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { idsWithPrefix } from '../report/analysis/definition-ids.ts';
import type { ColumnTags } from '../report/tags/tag-rows.ts';

type Row = typeof openTags.$inferSelect;

export function tagView(row: Row): Tag {
  return {
    id: row.id,
    columnKey: row.columnKey,
    name: row.name,
    color: row.color,
    rule: row.rule == null ? null : ZTagRule.parse(row.rule),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Live tags of a column (or of every column), in the order they were made. */
export async function liveTags(db: Db, surveyId: number, columnKey?: string): Promise<Row[]> {
  return db
    .select()
    .from(openTags)
    .where(
      and(
        eq(openTags.surveyId, surveyId),
        isNull(openTags.deletedAt),
        columnKey === undefined ? undefined : eq(openTags.columnKey, columnKey),
      ),
    )
    .orderBy(asc(openTags.id));
}

/** A tag of the survey; A0404 when it lacks one (or, `live`, a live one) of this id. */
export async function tagOf(db: Db, surveyId: number, id: number, live = true): Promise<Row> {
  const [row] = await db
    .select()
    .from(openTags)
    .where(and(eq(openTags.id, id), eq(openTags.surveyId, surveyId)));
  if (!row || (live && row.deletedAt !== null) || (!live && row.deletedAt === null))
    throw new AppError('A0404', `the survey has no ${live ? '' : 'deleted '}tag ${id}`);
  return row;
}

/** A0201 when another live tag of the column has the name (ignoring case). */
export async function assertNameFree(
  db: Db,
  surveyId: number,
  columnKey: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: openTags.id })
    .from(openTags)
    .where(
      and(
        eq(openTags.surveyId, surveyId),
        eq(openTags.columnKey, columnKey),
        isNull(openTags.deletedAt),
        sql`lower(${openTags.name}) = lower(${name})`,
      ),
    );
  if (clash && clash.id !== exceptId) throw new AppError('A0201', `the column already has a tag "${name}"`);
}

/** The unique index can still refuse a name a concurrent call took: the same A0201. */
export async function uniqueName<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? error);
    if (text.includes('open_tags_live_name'))
      throw new AppError('A0201', `the column already has a tag "${name}"`);
    throw error;
  }
}

/** What the report worker needs of the tags of these columns (every column with tags when absent). */
export async function columnTags(db: Db, surveyId: number, columnKey?: string): Promise<ColumnTags[]> {
  const rows = await liveTags(db, surveyId, columnKey);
  if (rows.length === 0) return columnKey === undefined ? [] : [{ columnKey, tags: [], manual: [] }];
  const manual = await db
    .select({
      tagId: openTagAnswers.tagId,
      responseId: openTagAnswers.responseId,
      tagged: openTagAnswers.tagged,
    })
    .from(openTagAnswers)
    .where(
      inArray(
        openTagAnswers.tagId,
        rows.map((row) => row.id),
      ),
    );
  const byColumn = new Map<string, ColumnTags>();
  if (columnKey !== undefined) byColumn.set(columnKey, { columnKey, tags: [], manual: [] });
  const columnOfTag = new Map<number, ColumnTags>();
  for (const row of rows) {
    const column = byColumn.get(row.columnKey) ?? { columnKey: row.columnKey, tags: [], manual: [] };
    byColumn.set(row.columnKey, column);
    const view = tagView(row);
    column.tags.push({ id: view.id, name: view.name, color: view.color, rule: view.rule });
    columnOfTag.set(row.id, column);
  }
  for (const choice of manual) columnOfTag.get(choice.tagId)?.manual.push(choice);
  return [...byColumn.values()];
}

/**
 * The tags a cross definition uses: none read at all when it places no `tags:` variable (the
 * common case: a cross request then costs no tag queries); otherwise the columns it places.
 */
export async function definitionTags(
  db: Db,
  surveyId: number,
  definition: CrossDefinition,
): Promise<ColumnTags[]> {
  const columns = new Set(idsWithPrefix(definition, TAG_VARIABLE_PREFIX));
  if (columns.size === 0) return [];
  return (await columnTags(db, surveyId)).filter((c) => columns.has(c.columnKey));
}
