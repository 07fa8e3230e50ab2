import type { OfflineWithdrawn } from '@cairn/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionProjects } from '../../db/schema/index.ts';
import { loadDiscussionSurvey } from '../discussion-quota/discussion-project.ts';

/**
 * Withdraws every offline file issued for a project (contract `discussionOfflineApi.withdraw`):
 * the owner or an editor (policy `edit`, A5211 otherwise) raises the project's offline
 * generation in one upsert, so two withdrawals at once both count and none is lost. Tickets of
 * older generations are refused by the respond check (discussion/interview-respond.ts, A5530);
 * the next download carries the new one.
 */
export async function withdrawOfflineFiles(
  deps: { db: Db; now: () => number },
  auth: { userId: number },
  code: string,
): Promise<OfflineWithdrawn> {
  const survey = await loadDiscussionSurvey(deps, auth, code, 'edit');
  const at = new Date(deps.now());
  const [row] = await deps.db
    .insert(discussionProjects)
    .values({ surveyId: survey.id, offlineGeneration: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: discussionProjects.surveyId,
      set: { offlineGeneration: sql`${discussionProjects.offlineGeneration} + 1`, updatedAt: at },
    })
    .returning({ generation: discussionProjects.offlineGeneration });
  return { generation: row?.generation ?? 1 };
}
