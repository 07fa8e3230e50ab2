import type { StyleCreateBody } from '@cairn/contract';
import { THEME_SAVED_MAX } from '@cairn/contract';
import type { Theme } from '@cairn/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedThemes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { savedToTheme, valuesOf } from './saved-theme-repo.ts';
import { loadSurveyTheme } from './theme-repo.ts';

/**
 * `POST style/`: saves a survey's current theme as one of the caller's themes ("save as"), at
 * most THEME_SAVED_MAX each (A0132). Reading the survey is enough to copy its look.
 */
export async function createSavedTheme(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  body: StyleCreateBody,
): Promise<Theme> {
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'read');
  const values = valuesOf(await loadSurveyTheme(deps.db, survey.id));
  const at = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    // Counted inside the transaction; two saves racing past 50 by one is harmless.
    const [held] = await tx
      .select({ n: count() })
      .from(savedThemes)
      .where(eq(savedThemes.ownerId, auth.userId));
    if ((held?.n ?? 0) >= THEME_SAVED_MAX) throw new AppError('A0132');
    const [row] = await tx
      .insert(savedThemes)
      .values({ ownerId: auth.userId, name: body.name, values, createdAt: at, updatedAt: at })
      .returning();
    return savedToTheme(row!);
  });
}
