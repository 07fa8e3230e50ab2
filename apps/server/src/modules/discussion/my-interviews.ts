import type { MyInterviews } from '@cairn/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers, surveys } from '../../db/schema/index.ts';
import { hostStatusOf, isPublished } from './manager-access.ts';

/**
 * interview/mine: the projects where the caller accepted an invite as host or observer (binned
 * projects left out). Hosts and observers hold no share, so this is their only list of them.
 */
export async function myInterviews(db: Db, userId: number): Promise<MyInterviews> {
  const rows = await db
    .select({ manager: discussionManagers, survey: surveys })
    .from(discussionManagers)
    .innerJoin(surveys, eq(surveys.id, discussionManagers.surveyId))
    .where(and(eq(discussionManagers.userId, userId), isNull(surveys.deletedAt), eq(surveys.projectType, 1)))
    .orderBy(desc(surveys.updatedAt))
    .limit(200);
  return {
    interviews: rows.map(({ manager, survey }) => {
      const published = isPublished(survey);
      return {
        surveyCode: survey.code,
        title: survey.title,
        role: manager.role,
        status: manager.role === 'host' ? hostStatusOf(manager, published) : published ? 1 : 0,
        published,
      };
    }),
  };
}
