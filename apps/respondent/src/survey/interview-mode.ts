import type { PageView } from '@cairn/core/logic/view';
import { QuestionType } from '@cairn/core/model/enums';

/** A host's session on this page (issue 24): the interviewee and the ticket the answers carry. */
export interface InterviewSession {
  intervieweeCode: string;
  ticket: string;
}

/**
 * The session from the page's fragment (`#iv=…&t=…`, set by the host console): a fragment never
 * reaches a server, so the ticket stays out of access logs and Referer headers.
 */
export function interviewFromHash(hash: string): InterviewSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const intervieweeCode = params.get('iv')?.trim() ?? '';
  const ticket = params.get('t') ?? '';
  if (!intervieweeCode || !ticket || intervieweeCode.length > 32 || ticket.length > 200) return null;
  return { intervieweeCode, ticket };
}

/** Each interviewee has a draft of their own on the host's tablet, so one never resumes another. */
export const interviewDraftCode = (code: string, session: InterviewSession) =>
  `${code}:iv:${session.intervieweeCode}`;

/**
 * Auto-next (the interview's design-menu toggle): a page whose only question is a single choice
 * moves on once it is answered — the host reads the question, taps the answer, and the next
 * question is there.
 */
export function autoNextFits(page: PageView, key: string, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const only = page.questions.length === 1 ? page.questions[0] : undefined;
  return only !== undefined && only.key === key && only.node.type === QuestionType.SingleChoice;
}
