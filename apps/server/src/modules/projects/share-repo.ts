import type { ProjectShare } from '@cairn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares, users } from '../../db/schema/index.ts';

/** A survey's shares with the users they go to, oldest first. */
export async function listSharesOf(db: Db, surveyId: number, userId?: number): Promise<ProjectShare[]> {
  const rows = await db
    .select({
      userId: projectShares.userId,
      username: users.username,
      email: users.email,
      edit: projectShares.canEdit,
      report: projectShares.canReport,
      launch: projectShares.canLaunch,
    })
    .from(projectShares)
    .innerJoin(users, eq(users.id, projectShares.userId))
    .where(
      and(
        eq(projectShares.surveyId, surveyId),
        userId !== undefined ? eq(projectShares.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(projectShares.id));
  return rows;
}
