import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZCrossDefinition } from '../report/cross.ts';
import { ZCommunitySettings } from './schemas.ts';

/**
 * The client's community pages of an interview project (issue 24, spec doc 1 "/community/{surveyCode}").
 * The owner turns them on, picks the sections and sets the community password; the client logs in
 * with the project code and that password and holds a token pair of its own, valid only for that
 * project's community calls (docs/ARCHITECTURE.md "Community pages").
 */
export const COMMUNITY_PASSWORD_MIN = 6;
export const COMMUNITY_PASSWORD_MAX = 64;

export const ZCommunityPassword = z.string().min(COMMUNITY_PASSWORD_MIN).max(COMMUNITY_PASSWORD_MAX);

/** The owner's view: what is shown, and whether a password is set (never the password itself). */
export const ZCommunityView = z.object({
  settings: ZCommunitySettings,
  hasPassword: z.boolean(),
  /** When the password was last set or rotated (epoch ms), null when none is set. */
  rotatedAt: z.number().nullable(),
});
export type CommunityView = z.infer<typeof ZCommunityView>;

export const ZCommunityQuery = z.object({ surveyCode: ZProjectCode });

export const ZCommunitySettingsBody = ZCommunitySettings.extend({ surveyCode: ZProjectCode });
export type CommunitySettingsBody = z.input<typeof ZCommunitySettingsBody>;

/** Sets the password, or (absent) has the server make one. Every community session ends. */
export const ZCommunityPasswordBody = z.object({
  surveyCode: ZProjectCode,
  password: ZCommunityPassword.optional(),
});

export const ZCommunityPasswordSet = z.object({
  /** The password now in force; shown once to the owner, who passes it to the client. */
  password: z.string(),
  view: ZCommunityView,
});

export const ZCommunityLoginBody = z.object({
  surveyCode: ZProjectCode,
  password: z.string().min(1).max(COMMUNITY_PASSWORD_MAX),
});

export const ZCommunityRefreshBody = z.object({
  surveyCode: ZProjectCode,
  refreshToken: z.string().min(1).max(200),
});

/** What the community pages may show, with the project's title. */
export const ZCommunityInfo = z.object({
  surveyCode: z.string(),
  title: z.string(),
  sections: z.object({ board: z.boolean(), cross: z.boolean(), quota: z.boolean() }),
});
export type CommunityInfo = z.infer<typeof ZCommunityInfo>;

/** A cross table on the community page: no saved filter, no weighting. */
export const ZCommunityCrossBody = z.object({ surveyCode: ZProjectCode, definition: ZCrossDefinition });
export type CommunityCrossBody = z.input<typeof ZCommunityCrossBody>;
