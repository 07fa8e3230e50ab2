import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

export type Survey = Awaited<ReturnType<typeof loadSurveyForAction>>['survey'];

/**
 * The survey for a tag call: the report right first (a stranger gets that refusal whatever the
 * edition), then the enterprise edition: a free account (level 0) is refused with A0403, the code
 * the library and share gates answer, and the page shows the upgrade prompt instead.
 */
export async function surveyForTags(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
): Promise<Survey> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const [user] = await deps.db.select({ level: users.level }).from(users).where(eq(users.id, auth.userId));
  if (!user || user.level <= 0)
    throw new AppError('A0403', 'tag analysis is an enterprise feature; upgrade the account to use it');
  return survey;
}
