import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionUsers } from '../../db/schema/index.ts';

/** The survey's logic rules, frozen into each published version: the logic module owns them. */
export { loadRules as loadSurveyLogic } from '../logic/logic-repo.ts';

/** The survey's theme, frozen into each published version: the themes module owns it. */
export { loadSurveyTheme } from '../theme/theme-repo.ts';

/**
 * How many interviewees a discussion project's roll holds (A5505 refuses publishing while it is
 * empty): the roll is the discussion module's (issue 24).
 */
export async function countInterviewees(db: Db, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionUsers)
    .where(eq(discussionUsers.surveyId, surveyId));
  return Number(row?.n ?? 0);
}
