import { PRESET_ID_MAX, type Theme, type ThemeValues, ZTheme } from '@cairn/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedThemes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

type SavedRow = typeof savedThemes.$inferSelect;

/** A saved row as a theme (values parsed, so missing fields get their defaults). */
export function savedToTheme(row: Pick<SavedRow, 'id' | 'name' | 'values'>): Theme {
  return ZTheme.parse({ ...(row.values as object), id: row.id, name: row.name });
}

/** A theme's values without id and name, as a saved row keeps them. */
export function valuesOf(theme: Theme): ThemeValues {
  const { id: _id, name: _name, ...values } = theme;
  return values;
}

export async function listSavedThemes(db: Db, ownerId: number): Promise<Theme[]> {
  const rows = await db
    .select()
    .from(savedThemes)
    .where(eq(savedThemes.ownerId, ownerId))
    .orderBy(desc(savedThemes.createdAt), desc(savedThemes.id));
  return rows.map(savedToTheme);
}

/**
 * One of the caller's saved themes for a change: a preset id is A0131 (read-only), a missing id
 * or someone else's is A0130 alike, so nobody learns which ids others hold.
 */
export async function findOwnSavedTheme(db: Db, ownerId: number, id: number): Promise<SavedRow> {
  if (id <= PRESET_ID_MAX) throw new AppError('A0131');
  const [row] = await db
    .select()
    .from(savedThemes)
    .where(and(eq(savedThemes.id, id), eq(savedThemes.ownerId, ownerId)));
  if (!row) throw new AppError('A0130');
  return row;
}
