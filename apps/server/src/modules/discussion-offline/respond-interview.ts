import type { RespondSubmitBody } from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionManagers, discussionUsers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readInterviewTicket } from '../discussion/interview-ticket.ts';

/** A checked interview: whose answers (the roll row) and which host (null: an editor's ticket). */
export interface CheckedInterview {
  intervieweeId: number;
  managerId: number | null;
}

/**
 * INTEGRATOR SEAM (host sessions): the minimum of the respond submit's `interview` check the
 * offline file needs — the host sessions' check of the same field replaces this file at merge.
 * A discussion project takes a submit only with an interview whose ticket holds (signature,
 * expiry, this project), whose host is still a host of the project (manager 0: a ticket issued
 * to an editor by the offline download), and whose interviewee is on the roll. A0403 otherwise
 * (A0400 for an unknown interviewee code).
 */
export async function checkInterview(
  deps: Pick<AppDeps, 'db' | 'signingKey' | 'now'>,
  surveyId: number,
  interview: RespondSubmitBody['interview'],
): Promise<CheckedInterview> {
  if (!interview) throw new AppError('A0403', 'an interview project takes answers through a host');
  const ticket = readInterviewTicket(deps.signingKey, interview.ticket, deps.now());
  if (!ticket || ticket.surveyId !== surveyId) throw new AppError('A0403', 'interview ticket');
  if (ticket.managerId !== 0) {
    const [host] = await deps.db
      .select({ id: discussionManagers.id })
      .from(discussionManagers)
      .where(
        and(
          eq(discussionManagers.id, ticket.managerId),
          eq(discussionManagers.surveyId, surveyId),
          eq(discussionManagers.role, 'host'),
        ),
      );
    if (!host) throw new AppError('A0403', 'interview ticket');
  }
  const [row] = await deps.db
    .select({ id: discussionUsers.id })
    .from(discussionUsers)
    .where(and(eq(discussionUsers.surveyId, surveyId), eq(discussionUsers.code, interview.intervieweeCode)));
  if (!row) throw new AppError('A0400', 'intervieweeCode');
  return { intervieweeId: row.id, managerId: ticket.managerId || null };
}

/** The interviewee is done with this response (idempotent: a retried submit writes the same). */
export async function markInterviewed(
  db: Db,
  checked: CheckedInterview,
  responseId: string,
  now: Date,
): Promise<void> {
  await db
    .update(discussionUsers)
    .set({ state: 2, responseId, hostId: checked.managerId, updatedAt: now })
    .where(eq(discussionUsers.id, checked.intervieweeId));
}
