import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZDiscussionManager, ZManagerRole } from './schemas.ts';

/** Payloads of the hosts-and-observers calls (launch area `member-setting`). */

export const ZManagerListQuery = z.object({ surveyCode: ZProjectCode });

/** Add (no id) or edit (id) a host or observer. Changing the e-mail of an accepted one starts a new invite. */
export const ZManagerUpdateBody = z.object({
  surveyCode: ZProjectCode,
  id: z.number().int().positive().optional(),
  role: ZManagerRole,
  name: z.string().trim().min(1).max(40),
  email: z.string().trim().toLowerCase().email().max(120),
});
export type ManagerUpdateBody = z.infer<typeof ZManagerUpdateBody>;

export const ZManagerIdBody = z.object({ surveyCode: ZProjectCode, id: z.number().int().positive() });

export const ZManagerList = z.object({
  managers: z.array(ZDiscussionManager),
  /** Whether the project is published (host status 1 needs it). */
  published: z.boolean(),
});
export type ManagerList = z.infer<typeof ZManagerList>;

/** The invite link's token (what the e-mail carries). */
export const ZManagerInviteToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/);
export const ZManagerInviteQuery = z.object({ token: ZManagerInviteToken });
export const ZManagerInviteAcceptBody = z.object({ token: ZManagerInviteToken });

/** What an invite leads to (the invite page, before signing in). */
export const ZManagerInviteInfo = z.object({
  surveyTitle: z.string(),
  role: ZManagerRole,
  name: z.string(),
  email: z.string(),
  inviterName: z.string(),
});
export type ManagerInviteInfo = z.infer<typeof ZManagerInviteInfo>;

export const ZManagerInviteAccepted = z.object({ surveyCode: z.string(), role: ZManagerRole });
export type ManagerInviteAccepted = z.infer<typeof ZManagerInviteAccepted>;
