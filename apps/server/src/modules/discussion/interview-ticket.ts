import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A host's interview ticket (issue 24): what lets the public respond calls tie a response to an
 * interviewee. The host's console gets one when it opens a session, and the offline file carries
 * one, so answers collected without a network can be sent back later through the ordinary submit.
 * Format `v1.{surveyId}.{managerId}.{expMs}.{hex HMAC-SHA256}`; the key is derived from the app's
 * signing key (domain separation from JWTs and file links). A ticket names the project and the
 * host; whether that host is still a host of the project is checked where it is used.
 */
export interface InterviewTicket {
  surveyId: number;
  managerId: number;
  exp: number;
}

function ticketKey(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update('cairn:interview-ticket:v1').digest();
}

function sign(signingKey: Uint8Array, body: string): string {
  return createHmac('sha256', ticketKey(signingKey)).update(body).digest('hex');
}

export function issueInterviewTicket(signingKey: Uint8Array, t: InterviewTicket): string {
  const body = `v1.${t.surveyId}.${t.managerId}.${t.exp}`;
  return `${body}.${sign(signingKey, body)}`;
}

/** The ticket's claims when its signature holds and it has not expired at `now`; else null. */
export function readInterviewTicket(
  signingKey: Uint8Array,
  ticket: unknown,
  now: number,
): InterviewTicket | null {
  if (typeof ticket !== 'string' || ticket.length > 200) return null;
  const m = /^v1\.(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(ticket);
  if (!m) return null;
  const [, survey, manager, exp, sig] = m as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(signingKey, `v1.${survey}.${manager}.${exp}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return null;
  if (Number(exp) <= now) return null;
  return { surveyId: Number(survey), managerId: Number(manager), exp: Number(exp) };
}
