import {
  type DiscussionManager,
  HostStatus,
  type InterviewConsole,
  type Interviewee,
  IntervieweeState,
  type InterviewSession,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers, discussionUsers, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { discussionQuotaBlocks } from '../discussion-quota/discussion-quota-blocks.ts';
import { quotaStandings } from '../discussion-quota/quota-progress.ts';
import { issueInterviewTicket } from './interview-ticket.ts';
import { groupNameOf, intervieweeView, lockInterviewee, rollOf } from './interviewee-view.ts';
import { isPublished, managerOf, managerView } from './manager-access.ts';

interface Deps {
  db: Db;
  now: () => number;
  signingKey: Uint8Array;
}

/** A session's ticket lasts a working day; a longer interview is opened again from the console. */
export const INTERVIEW_TICKET_TTL_MS = 12 * 3600_000;

/** The host console (hosts and observers alike): the roll with states and the caller's own row. */
export async function interviewConsole(
  deps: Deps,
  userId: number,
  surveyCode: string,
): Promise<InterviewConsole> {
  const { survey, manager } = await managerOf(deps.db, userId, surveyCode);
  const published = isPublished(survey);
  const hosts = await deps.db
    .select({ id: discussionManagers.id, name: discussionManagers.name })
    .from(discussionManagers)
    .where(and(eq(discussionManagers.surveyId, survey.id), eq(discussionManagers.role, 'host')));
  return {
    surveyCode: survey.code,
    title: survey.title,
    published,
    me: managerView(manager, published),
    hosts,
    interviewees: await rollOf(deps.db, survey.id),
  };
}

/**
 * Opens a session: in one transaction with the host's and the interviewee's rows locked, the
 * interviewee becomes interviewing with this host, the host's status interviewing, and the
 * ticket the respondent page sends with its answers is issued. Reopening one's own session
 * (a reloaded tablet) is allowed and gives a fresh ticket.
 */
export async function openSession(
  deps: Deps,
  userId: number,
  body: { surveyCode: string; intervieweeId: number },
): Promise<InterviewSession> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { survey, manager } = await managerOf(tx, userId, body.surveyCode, ['host'], true);
    if (!isPublished(survey) || manager.status === HostStatus.CLOSED) throw new AppError('A5532');
    const row = await lockInterviewee(tx, survey.id, body.intervieweeId);
    const takenElsewhere = row.state === IntervieweeState.INTERVIEWING && row.hostId !== manager.id;
    if (row.state === IntervieweeState.DONE || row.state === IntervieweeState.ABSENT || takenElsewhere)
      throw new AppError('A5531');
    // Roll quotas set to stop refuse a new session past their target (in-progress sessions count).
    // The project row is locked first, so two hosts opening the last place at once take turns.
    await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, survey.id)).for('update');
    const subject = { groupId: row.groupId, fields: row.fields as Record<string, string>, state: row.state };
    const full = discussionQuotaBlocks(await quotaStandings(tx, survey.id), subject);
    if (full) throw new AppError('A5533', full.name);
    const [updated] = await tx
      .update(discussionUsers)
      .set({ state: IntervieweeState.INTERVIEWING, hostId: manager.id, updatedAt: new Date(now) })
      .where(eq(discussionUsers.id, row.id))
      .returning();
    if (manager.status < HostStatus.INTERVIEWING)
      await tx
        .update(discussionManagers)
        .set({ status: HostStatus.INTERVIEWING })
        .where(eq(discussionManagers.id, manager.id));
    const exp = now + INTERVIEW_TICKET_TTL_MS;
    return {
      interviewee: intervieweeView(updated!, await groupNameOf(tx, updated!.groupId)),
      ticket: issueInterviewTicket(deps.signingKey, { surveyId: survey.id, managerId: manager.id, exp }),
      expiresAt: exp,
    };
  });
}

/** Marks absent: a waiting interviewee, or one in the caller's own open session; again is a no-op. */
export async function markAbsent(
  deps: Deps,
  userId: number,
  body: { surveyCode: string; intervieweeId: number },
): Promise<Interviewee> {
  return deps.db.transaction(async (tx) => {
    const { survey, manager } = await managerOf(tx, userId, body.surveyCode, ['host']);
    const row = await lockInterviewee(tx, survey.id, body.intervieweeId);
    const group = await groupNameOf(tx, row.groupId);
    if (row.state === IntervieweeState.ABSENT) return intervieweeView(row, group);
    const othersSession = row.state === IntervieweeState.INTERVIEWING && row.hostId !== manager.id;
    if (row.state === IntervieweeState.DONE || othersSession) throw new AppError('A5531');
    const [updated] = await tx
      .update(discussionUsers)
      .set({ state: IntervieweeState.ABSENT, hostId: manager.id, updatedAt: new Date(deps.now()) })
      .where(eq(discussionUsers.id, row.id))
      .returning();
    return intervieweeView(updated!, group);
  });
}

/** Closes the caller's own hosting (status 3): their tickets stop working (manager-access activeHost). */
export async function closeHosting(
  deps: Deps,
  userId: number,
  surveyCode: string,
): Promise<DiscussionManager> {
  const { survey, manager } = await managerOf(deps.db, userId, surveyCode, ['host']);
  const [row] = await deps.db
    .update(discussionManagers)
    .set({ status: HostStatus.CLOSED })
    .where(eq(discussionManagers.id, manager.id))
    .returning();
  return managerView(row!, isPublished(survey));
}
