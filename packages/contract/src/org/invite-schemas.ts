import { z } from 'zod';
import { ZEmail, ZMobile, ZPassword, ZUsername } from '../auth/schemas.ts';

/** Organisation invite codes: 10 characters of an alphabet without look-alikes. */
export const ORG_INVITE_CODE_LENGTH = 10;
export const ORG_INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ZOrgInviteCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ORG_INVITE_ALPHABET}]{${ORG_INVITE_CODE_LENGTH}}$`), 'invite code');

/** The H5 page a link opens (the designer is served under /designer/): `{origin}/designer/h5/invite?code=…`. */
export const orgInvitePath = (code: string) => `/designer/h5/invite?code=${encodeURIComponent(code)}`;

export const ZOrgInvite = z.object({
  code: z.string(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  expiresAt: z.string(),
  /** The H5 page's full address. */
  link: z.string(),
});
export type OrgInvite = z.infer<typeof ZOrgInvite>;

export const ZOrgInviteJoined = z.object({ userId: z.number(), username: z.string(), joinedAt: z.string() });

export const ZOrgInviteState = z.object({
  invite: ZOrgInvite.nullable(),
  /** Everyone who joined through the caller's invites, newest first. */
  joined: z.array(ZOrgInviteJoined),
});
export type OrgInviteState = z.infer<typeof ZOrgInviteState>;

export const ZOrgInviteCreateBody = z.object({
  /** Department the invited join; an organisation admin may leave it out (no department). */
  departmentId: z.coerce.number().int().positive().nullable().optional(),
  days: z.coerce.number().int().min(1).max(30).default(7),
});
export const ZOrgInviteEmailBody = z.object({ email: ZEmail });
export const ZOrgInviteCodeQuery = z.object({ code: ZOrgInviteCode });
export const ZOrgInviteAcceptBody = z.object({ code: ZOrgInviteCode });

/** What the H5 page shows before one accepts. */
export const ZOrgInviteInfo = z.object({
  organizationName: z.string(),
  departmentName: z.string().nullable(),
  inviterName: z.string(),
  expiresAt: z.string(),
});
export type OrgInviteInfo = z.infer<typeof ZOrgInviteInfo>;

export const ZOrgInviteRegisterBody = z.object({
  code: ZOrgInviteCode,
  username: ZUsername,
  password: ZPassword,
  email: ZEmail.optional(),
  mobile: ZMobile.optional(),
});
export type OrgInviteRegisterBody = z.infer<typeof ZOrgInviteRegisterBody>;
