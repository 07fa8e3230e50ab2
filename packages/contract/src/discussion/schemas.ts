import { z } from 'zod';

/**
 * The interview (discussion) project's records, shared by its roll, sessions, quotas and
 * community pages (issue 24). Call payloads live beside their calls; these are the shapes they
 * all return.
 */

/** An interviewee's own session state: 0 waiting, 1 interviewing, 2 done, 3 absent. */
export const IntervieweeState = { WAITING: 0, INTERVIEWING: 1, DONE: 2, ABSENT: 3 } as const;
export const ZIntervieweeState = z.number().int().min(0).max(3);

/** A host's status within the project (spec doc 1): 0 unpublished, 1 not started, 2 interviewing, 3 closed. */
export const HostStatus = { UNPUBLISHED: 0, NOT_STARTED: 1, INTERVIEWING: 2, CLOSED: 3 } as const;
export const ZHostStatus = z.number().int().min(0).max(3);

export const ZManagerRole = z.enum(['host', 'observer']);
export type ManagerRole = z.infer<typeof ZManagerRole>;

/** A custom head field of the roll (the fixed ones are name, mobile and group). */
export const ZHeadField = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
  label: z.string().trim().min(1).max(40),
});
export type HeadField = z.infer<typeof ZHeadField>;

export const ZDiscussionGroup = z.object({
  id: z.number(),
  name: z.string(),
  /** Interviewees in the group. */
  count: z.number(),
});
export type DiscussionGroup = z.infer<typeof ZDiscussionGroup>;

export const ZInterviewee = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  /** Values of the custom head fields, by key. */
  fields: z.record(z.string(), z.string()),
  state: ZIntervieweeState,
  /** The host (manager id) who interviewed or is interviewing them. */
  hostId: z.number().nullable(),
  responseId: z.string().nullable(),
  updatedAt: z.string(),
});
export type Interviewee = z.infer<typeof ZInterviewee>;

export const ZDiscussionManager = z.object({
  id: z.number(),
  role: ZManagerRole,
  name: z.string(),
  email: z.string(),
  /** The account that accepted the invite; null while it is pending. */
  userId: z.number().nullable(),
  status: ZHostStatus,
  invitedAt: z.string().nullable(),
});
export type DiscussionManager = z.infer<typeof ZDiscussionManager>;

/** What the client's community pages show; the project owner chooses. */
export const ZCommunitySettings = z.object({
  enabled: z.boolean().default(false),
  board: z.boolean().default(true),
  cross: z.boolean().default(true),
  quota: z.boolean().default(true),
});
export type CommunitySettings = z.infer<typeof ZCommunitySettings>;
