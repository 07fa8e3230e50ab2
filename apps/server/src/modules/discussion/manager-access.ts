import { type DiscussionManager, HostStatus, type ManagerRole, ProjectType } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { findSurveyByCode, type SurveyRow } from '../projects/survey-repo.ts';

/**
 * The one policy of interview projects' people (issue 24). Two kinds of caller:
 * - the project's owner and editors manage hosts and observers: the edit right through the one
 *   survey access check (`projectForManaging`), on interview projects only;
 * - hosts and observers reach their project's interview console and nothing else: they hold no
 *   share, so every designer call (design, settings, reports) refuses them as it refuses anyone;
 *   the console calls ask `managerOf` on every call, which reads their row again, so a removed
 *   manager or a closed host loses access at once.
 */

export type ManagerRow = typeof discussionManagers.$inferSelect;

/** Survey status 1 is "published, taking answers" (0 unpublished, 2 ended). */
export function isPublished(survey: Pick<SurveyRow, 'status'>): boolean {
  return survey.status === 1;
}

/**
 * The host status shown (spec doc 1: 0 unpublished, 1 not started, 2 interviewing, 3 closed).
 * Stored: 0, then 2 once the host opened a session, 3 once they closed. 1 is derived, never
 * stored: an accepted host of a published project who has not started — so publishing, closing
 * or re-publishing the project needs no write to every host row.
 */
export function hostStatusOf(row: Pick<ManagerRow, 'status' | 'userId'>, published: boolean): number {
  if (row.status >= HostStatus.INTERVIEWING) return row.status;
  return published && row.userId !== null ? HostStatus.NOT_STARTED : HostStatus.UNPUBLISHED;
}

export function managerView(row: ManagerRow, published: boolean): DiscussionManager {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    userId: row.userId,
    status: hostStatusOf(row, published),
    invitedAt: row.invitedAt?.toISOString() ?? null,
  };
}

/** Owner or editor of an interview project: the edit right; a plain survey has no managers (A0404). */
export async function projectForManaging(db: Db, userId: number, surveyCode: string): Promise<SurveyRow> {
  const { survey } = await loadSurveyForAction({ db }, { userId }, surveyCode, 'edit');
  if (survey.projectType !== ProjectType.DISCUSSION) throw new AppError('A0404');
  return survey;
}

/**
 * The caller as an accepted manager of the project, with the given roles; anything else (unknown
 * or binned project, not a manager, pending invite, wrong role) is one A5202, so nothing can be
 * probed. `lock` takes the manager row for the rest of the transaction.
 */
export async function managerOf(
  db: Db,
  userId: number,
  surveyCode: string,
  roles: readonly ManagerRole[] = ['host', 'observer'],
  lock = false,
): Promise<{ survey: SurveyRow; manager: ManagerRow }> {
  const survey = await findSurveyByCode(db, surveyCode);
  if (!survey || survey.deletedAt || survey.projectType !== ProjectType.DISCUSSION)
    throw new AppError('A5202');
  const query = db
    .select()
    .from(discussionManagers)
    .where(and(eq(discussionManagers.surveyId, survey.id), eq(discussionManagers.userId, userId)));
  const [manager] = lock ? await query.for('update') : await query;
  if (!manager || !roles.includes(manager.role)) throw new AppError('A5202');
  return { survey, manager };
}

/** A manager row of the project by id, for the managing calls (another project's id: A0404). */
export async function managerById(db: Db, surveyId: number, id: number): Promise<ManagerRow> {
  const [row] = await db
    .select()
    .from(discussionManagers)
    .where(and(eq(discussionManagers.surveyId, surveyId), eq(discussionManagers.id, id)));
  if (!row) throw new AppError('A0404');
  return row;
}

/**
 * A host whose tickets still work: still a host of that project, accepted, not closed. Used by
 * the respond calls (a ticket names the host; whether they still host is decided here).
 */
export async function activeHost(db: Db, surveyId: number, managerId: number): Promise<ManagerRow | null> {
  const [row] = await db
    .select()
    .from(discussionManagers)
    .where(and(eq(discussionManagers.surveyId, surveyId), eq(discussionManagers.id, managerId)));
  if (row?.role !== 'host' || row.userId === null || row.status === HostStatus.CLOSED) return null;
  return row;
}
