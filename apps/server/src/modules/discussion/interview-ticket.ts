import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A host's interview ticket (issue 24): what lets the public respond calls tie a response to an
 * interviewee. The host's console gets one when it opens a session, and the offline file carries
 * one, so answers collected without a network can be sent back later through the ordinary submit.
 * Formats (the key is derived from the app's signing key: domain separation from JWTs and links):
 * - `v1.{surveyId}.{managerId}.{expMs}.{hex HMAC-SHA256}`: a console session's ticket;
 * - `v2.{surveyId}.{managerId}.{generation}.{expMs}.{hex HMAC-SHA256}`: an offline file's ticket,
 *   carrying the project's offline generation it was issued in (discussion_projects
 *   .offline_generation), so the owner can withdraw every offline file by raising it.
 * A ticket names the project and the host; whether that host is still a host of the project, and
 * whether the generation is still current, is checked where it is used (interview-respond.ts).
 */
export interface InterviewTicket {
  surveyId: number;
  managerId: number;
  exp: number;
  /** An offline file's generation; absent on a console session's ticket. */
  generation?: number;
}

function ticketKey(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update('cairn:interview-ticket:v1').digest();
}

function sign(signingKey: Uint8Array, body: string): string {
  return createHmac('sha256', ticketKey(signingKey)).update(body).digest('hex');
}

function bodyOf(t: InterviewTicket): string {
  return t.generation === undefined
    ? `v1.${t.surveyId}.${t.managerId}.${t.exp}`
    : `v2.${t.surveyId}.${t.managerId}.${t.generation}.${t.exp}`;
}

export function issueInterviewTicket(signingKey: Uint8Array, t: InterviewTicket): string {
  const body = bodyOf(t);
  return `${body}.${sign(signingKey, body)}`;
}

const V1 = /^v1\.(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/;
const V2 = /^v2\.(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/;

/** The ticket's claims when its signature holds and it has not expired at `now`; else null. */
export function readInterviewTicket(
  signingKey: Uint8Array,
  ticket: unknown,
  now: number,
): InterviewTicket | null {
  if (typeof ticket !== 'string' || ticket.length > 200) return null;
  const m1 = V1.exec(ticket);
  const m2 = m1 ? null : V2.exec(ticket);
  if (!m1 && !m2) return null;
  const claims: InterviewTicket = m1
    ? { surveyId: Number(m1[1]), managerId: Number(m1[2]), exp: Number(m1[3]) }
    : {
        surveyId: Number(m2![1]),
        managerId: Number(m2![2]),
        generation: Number(m2![3]),
        exp: Number(m2![4]),
      };
  const sig = (m1 ? m1[4] : m2![5]) as string;
  const expected = Buffer.from(sign(signingKey, bodyOf(claims)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return null;
  if (claims.exp <= now) return null;
  return claims;
}
