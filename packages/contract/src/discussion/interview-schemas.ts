import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZDiscussionManager, ZInterviewee, ZManagerRole } from './schemas.ts';

/** Payloads of the host console and the observers' live page (issue 24, ours). */

export const ZInterviewSurveyQuery = z.object({ surveyCode: ZProjectCode });
export const ZInterviewSurveyBody = z.object({ surveyCode: ZProjectCode });
export const ZIntervieweeIdBody = z.object({
  surveyCode: ZProjectCode,
  intervieweeId: z.number().int().positive(),
});

/** A manager as the console lists them beside the roll (who hosts whom). */
export const ZConsoleHost = z.object({ id: z.number(), name: z.string() });

export const ZInterviewConsole = z.object({
  surveyCode: z.string(),
  title: z.string(),
  /** Published (1 or 2) — sessions open only then; closed projects (3) take none. */
  published: z.boolean(),
  /** The caller's manager row in this project, status derived (see ARCHITECTURE "Interviews"). */
  me: ZDiscussionManager,
  hosts: z.array(ZConsoleHost),
  interviewees: z.array(ZInterviewee),
});
export type InterviewConsole = z.infer<typeof ZInterviewConsole>;

/** What opening a session gives the host's respondent page: the ticket its save/submit carry. */
export const ZInterviewSession = z.object({
  interviewee: ZInterviewee,
  ticket: z.string(),
  /** Epoch ms; a session left open longer is opened again from the console. */
  expiresAt: z.number(),
});
export type InterviewSession = z.infer<typeof ZInterviewSession>;

/** One answered question as people read it. */
export const ZLiveAnswer = z.object({ code: z.string(), title: z.string(), text: z.string() });

export const ZLiveSession = z.object({
  interviewee: ZInterviewee,
  hostName: z.string().nullable(),
  /** partial while the interview runs, complete / screened_out once submitted, null before the first save. */
  responseStatus: z.string().nullable(),
  savedAt: z.string().nullable(),
  answers: z.array(ZLiveAnswer),
});
export type LiveSession = z.infer<typeof ZLiveSession>;

export const ZInterviewLive = z.object({
  title: z.string(),
  role: ZManagerRole,
  /** Sessions that started (interviewing or done), the most recently saved first. */
  sessions: z.array(ZLiveSession),
  /** Interviewees not started yet, and absent ones. */
  waiting: z.number(),
  absent: z.number(),
});
export type InterviewLive = z.infer<typeof ZInterviewLive>;

/** One interview project the caller hosts or observes (accepted), for their way back to it. */
export const ZMyInterview = z.object({
  surveyCode: z.string(),
  title: z.string(),
  role: ZManagerRole,
  /** Host status (0–3) for a host; observers follow the project (0 unpublished, 1 published). */
  status: z.number().int(),
  published: z.boolean(),
});
export type MyInterview = z.infer<typeof ZMyInterview>;
export const ZMyInterviews = z.object({ interviews: z.array(ZMyInterview) });
export type MyInterviews = z.infer<typeof ZMyInterviews>;
