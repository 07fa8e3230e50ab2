import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionGroups } from '../../db/schema/index.ts';

/**
 * The groups of these names (any case), made when missing: their ids by lower-cased name, and how
 * many were made. Called with the roll locked (lockRoll), so two imports do not race to make one.
 */
export async function ensureGroups(
  tx: Db,
  surveyId: number,
  names: readonly string[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const ids = new Map<string, number>();
  const wanted = new Map<string, string>();
  for (const name of names) if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name);
  if (wanted.size === 0) return { ids, created: 0 };
  const existing = await tx
    .select({ id: discussionGroups.id, name: discussionGroups.name })
    .from(discussionGroups)
    .where(eq(discussionGroups.surveyId, surveyId));
  for (const g of existing) ids.set(g.name.toLowerCase(), g.id);
  const missing = [...wanted].filter(([lower]) => !ids.has(lower)).map(([, name]) => name);
  if (missing.length > 0) {
    const sort = await nextGroupSort(tx, surveyId);
    const made = await tx
      .insert(discussionGroups)
      .values(missing.map((name, i) => ({ surveyId, name, sort: sort + i })))
      .returning({ id: discussionGroups.id, name: discussionGroups.name });
    for (const g of made) ids.set(g.name.toLowerCase(), g.id);
  }
  return { ids, created: missing.length };
}

/** Where a new group goes: after the others. */
export async function nextGroupSort(tx: Db, surveyId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${discussionGroups.sort})` })
    .from(discussionGroups)
    .where(and(eq(discussionGroups.surveyId, surveyId)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}
