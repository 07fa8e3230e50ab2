/**
 * The offline interview file's data (issue 24, GET /api/response/v1/discussion/{id}/offline): what
 * the server inlines into the offline respondent app as JSON under `OFFLINE_INLINE_ID`. Zod-free,
 * so the respondent app can read the types without pulling a validator into its bundle.
 */
import type { SurveyDocument } from '@cairn/core';

export const OFFLINE_INLINE_ID = 'cairn-offline';

/** How long the interview ticket inside an offline file holds: answers made offline sync within it. */
export const OFFLINE_TICKET_TTL_MS = 30 * 24 * 3600_000;

/** One interviewee of the roll as the file carries it (no mobile: the host needs none offline). */
export interface OfflineInterviewee {
  code: string;
  name: string;
  groupName: string | null;
  /** Values of the project's custom head fields, by key. */
  fields: Record<string, string>;
  /**
   * Closed on the server when the file was made (interviewed or marked absent): the server would
   * refuse another interview (A5531), so the file offers none. Absent in files made before.
   */
  closed?: 'done' | 'absent' | null;
}

export interface OfflinePack {
  format: 1;
  /** The server the answers go back to (its origin, e.g. https://cairn.example.com). */
  origin: string;
  surveyCode: string;
  lang: 'zh' | 'en';
  /** The published document, settings without the password, images as data URLs. */
  document: SurveyDocument;
  /** The roll's custom head fields, in order. */
  heads: { key: string; label: string }[];
  roll: OfflineInterviewee[];
  /** The caller's interview ticket (discussion/interview-ticket.ts) and when it stops holding. */
  ticket: string;
  ticketExpiresAt: string;
  /** Who downloaded the file (shown in the file; the ticket is what the server trusts). */
  hostName: string;
  issuedAt: string;
}
