import { defaultTheme, type Theme, ZTheme } from '@cairn/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyThemes } from '../../db/schema/index.ts';

/**
 * A survey's current theme, the default one when none was ever chosen. The publishing engine
 * freezes this into each published document; the respondent app shows it. Stored values are
 * parsed again so a theme saved before a field was added comes back with that field's default.
 */
export async function loadSurveyTheme(db: Db, surveyId: number): Promise<Theme> {
  const [row] = await db
    .select({ theme: surveyThemes.theme })
    .from(surveyThemes)
    .where(eq(surveyThemes.surveyId, surveyId));
  if (!row) return defaultTheme();
  const parsed = ZTheme.safeParse(row.theme);
  return parsed.success ? parsed.data : defaultTheme();
}

/** Replaces a survey's theme (one row per survey). */
export async function saveSurveyTheme(db: Db, surveyId: number, theme: Theme, at: Date): Promise<void> {
  await db
    .insert(surveyThemes)
    .values({ surveyId, theme, updatedAt: at })
    .onConflictDoUpdate({ target: surveyThemes.surveyId, set: { theme, updatedAt: at } });
}

/** A copied project keeps its look: the source's theme row, if any, for the copy. */
export async function copySurveyTheme(
  db: Db,
  fromSurveyId: number,
  toSurveyId: number,
  at: Date,
): Promise<void> {
  const [row] = await db.select().from(surveyThemes).where(eq(surveyThemes.surveyId, fromSurveyId));
  if (row) await db.insert(surveyThemes).values({ surveyId: toSurveyId, theme: row.theme, updatedAt: at });
}
