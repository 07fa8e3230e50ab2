import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decide } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { factsOf, loadShares } from '../projects/survey-access.ts';
import { findSurveyByCode, type SurveyRow } from '../projects/survey-repo.ts';

/** Who holds an offline file: an editor of the project, or one of its hosts (their manager row). */
export interface OfflineHolder {
  survey: SurveyRow;
  /** The caller's host row; null for an editor who is not a host (the ticket then names manager 0). */
  host: { id: number; name: string } | null;
}

/**
 * The one place that decides who may download a discussion project's offline file (issue 24):
 * - the project: by its code; unknown, in the bin, or not a discussion project (projectType 1) is
 *   A1100, the same answer for all, so nobody learns what else exists;
 * - the caller: the survey policy's `edit` (owner, editors by share or organisation), or a host —
 *   a discussion_managers row of the project with role 'host' and the caller's user id (an
 *   accepted invite). Anyone else A0403. INTEGRATOR: when the host sessions land a shared "is a
 *   host of" policy, this host lookup is the line to replace with it.
 */
export async function loadOfflineHolder(db: Db, userId: number, code: string): Promise<OfflineHolder> {
  const survey = await findSurveyByCode(db, code);
  if (!survey || survey.deletedAt || survey.projectType !== 1) throw new AppError('A1100');
  const [host] = await db
    .select({ id: discussionManagers.id, name: discussionManagers.name })
    .from(discussionManagers)
    .where(
      and(
        eq(discussionManagers.surveyId, survey.id),
        eq(discussionManagers.role, 'host'),
        eq(discussionManagers.userId, userId),
      ),
    )
    .limit(1);
  if (host) return { survey, host };
  const [subject, shares] = await Promise.all([
    loadSubject(db, userId),
    loadShares(db, [survey.id]).then((m) => m.get(survey.id) ?? []),
  ]);
  if (!decide(subject, factsOf(survey, shares), 'edit').allowed) throw new AppError('A0403');
  return { survey, host: null };
}
