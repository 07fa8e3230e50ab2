import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectStars } from '../../db/schema/index.ts';
import { loadSurveyForAction } from './survey-access.ts';

/** Stars or unstars a project for the caller (read right); starring twice is harmless. */
export async function starProject(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  input: { code: string; star: boolean },
): Promise<{ code: string; starred: boolean }> {
  const { survey } = await loadSurveyForAction(deps, auth, input.code, 'read');
  if (input.star) {
    await deps.db
      .insert(projectStars)
      .values({ surveyId: survey.id, userId: auth.userId, createdAt: new Date(deps.now()) })
      .onConflictDoNothing();
  } else {
    await deps.db
      .delete(projectStars)
      .where(and(eq(projectStars.surveyId, survey.id), eq(projectStars.userId, auth.userId)));
  }
  return { code: survey.code, starred: input.star };
}
