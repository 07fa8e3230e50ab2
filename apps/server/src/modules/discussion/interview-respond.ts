import { IntervieweeState } from '@cairn/contract';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionProjects, discussionUsers, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { type InterviewTicket, readInterviewTicket } from './interview-ticket.ts';
import { activeHost } from './manager-access.ts';

interface Deps {
  db: Db;
  now: () => number;
  signingKey: Uint8Array;
}

export interface InterviewBody {
  surveyCode: string;
  responseId?: string;
  interview?: { intervieweeCode: string; ticket: string } | undefined;
}

/** What a checked interview ties the response to; `managerId` null: an editor's offline ticket. */
export interface InterviewFacts {
  managerId: number | null;
  intervieweeId: number;
}

/**
 * The respond calls' interview check (open, save, submit, upload carrying `interview`): the ticket's
 * signature and expiry, that it names this project, that an offline file's ticket was not
 * withdrawn (its generation is the project's current one), that its host still hosts it (accepted, not
 * removed, not closed: A5530 for all of these), and — with an interviewee code (save, submit) —
 * that the interviewee exists, is not absent, is not with another host, and is not done by
 * another response (A5531). A retry of the response that finished them passes: it changes nothing.
 */
export async function checkInterview(deps: Deps, body: InterviewBody): Promise<InterviewFacts> {
  const interview = body.interview;
  if (!interview) throw new AppError('A5530');
  const claims = readInterviewTicket(deps.signingKey, interview.ticket, deps.now());
  const [survey] = await deps.db
    .select({ id: surveys.id })
    .from(surveys)
    .where(eq(surveys.code, body.surveyCode));
  if (!claims || !survey || claims.surveyId !== survey.id) throw new AppError('A5530');
  if (await withdrawn(deps.db, survey.id, claims)) throw new AppError('A5530');
  // Manager 0: the offline file an editor downloaded (discussion-offline) names no host; the
  // editor's right was checked when it was issued.
  const host = claims.managerId === 0 ? null : await activeHost(deps.db, survey.id, claims.managerId);
  if (claims.managerId !== 0 && !host) throw new AppError('A5530');
  const hostId = host?.id ?? null;
  const [row] = await deps.db
    .select()
    .from(discussionUsers)
    .where(and(eq(discussionUsers.surveyId, survey.id), eq(discussionUsers.code, interview.intervieweeCode)));
  if (!row || row.state === IntervieweeState.ABSENT) throw new AppError('A5531');
  if (row.hostId !== null && row.hostId !== hostId && row.state !== IntervieweeState.WAITING)
    throw new AppError('A5531');
  if (row.state === IntervieweeState.DONE && row.responseId !== body.responseId) throw new AppError('A5531');
  return { managerId: hostId, intervieweeId: row.id };
}

/**
 * Ties the response to the interviewee. A save marks them interviewing with this response; a
 * submit marks them done. Both skip a finished interviewee, so a retried submit or a late save
 * changes nothing (the WHERE clause decides, not an earlier read: two tablets cannot both win).
 */
export async function tieInterview(
  deps: Deps,
  facts: InterviewFacts,
  responseId: string,
  outcome: 'saved' | 'done',
): Promise<void> {
  const state = outcome === 'done' ? IntervieweeState.DONE : IntervieweeState.INTERVIEWING;
  await deps.db
    .update(discussionUsers)
    .set({ state, responseId, hostId: facts.managerId, updatedAt: new Date(deps.now()) })
    .where(
      and(
        eq(discussionUsers.id, facts.intervieweeId),
        inArray(discussionUsers.state, [IntervieweeState.WAITING, IntervieweeState.INTERVIEWING]),
        or(
          facts.managerId === null
            ? isNull(discussionUsers.hostId)
            : eq(discussionUsers.hostId, facts.managerId),
          ne(discussionUsers.state, IntervieweeState.INTERVIEWING),
        ),
      ),
    );
}

/**
 * Whether an offline file's ticket belongs to a generation the owner has withdrawn since. A
 * console session's ticket carries none and is not concerned; an editor's offline ticket made
 * before generations existed (v1, manager 0) counts as generation 0.
 */
async function withdrawn(db: Db, surveyId: number, claims: InterviewTicket): Promise<boolean> {
  const generation = claims.generation ?? (claims.managerId === 0 ? 0 : null);
  if (generation === null) return false;
  const [project] = await db
    .select({ current: discussionProjects.offlineGeneration })
    .from(discussionProjects)
    .where(eq(discussionProjects.surveyId, surveyId));
  return generation < (project?.current ?? 0);
}
