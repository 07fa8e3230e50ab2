import { z } from 'zod';
import { ZPaged, ZPageQuery } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Invitation codes of a survey (answer settings): each lets one response in. Generated from an
 * alphabet without look-alike characters, or imported (pasted text or an .xlsx first column).
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** Codes one generate call makes. */
export const INVITE_GENERATE_MAX = 1000;
/** Codes a survey may hold. */
export const INVITE_CODES_PER_SURVEY_MAX = 50_000;
/** An uploaded .xlsx of codes (the spec's 5 MB upload limit). */
export const INVITE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Codes one import may bring. */
export const INVITE_IMPORT_MAX = 5000;
/** An imported code: letters, digits, - and _, as typed (matched as stored). */
export const ZInviteCodeText = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');

export const ZInviteGenerateBody = z.object({
  surveyCode: ZProjectCode,
  count: z.number().int().min(1).max(INVITE_GENERATE_MAX),
});
export type InviteGenerateBody = z.infer<typeof ZInviteGenerateBody>;

/** Pasted codes: one per line (commas, semicolons and spaces also separate). */
export const ZInviteImportBody = z.object({
  surveyCode: ZProjectCode,
  text: z.string().max(200_000),
});
export type InviteImportBody = z.infer<typeof ZInviteImportBody>;

/** What an import or generation did: codes added, and those already there or malformed. */
export const ZInviteAdded = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.array(z.string()),
});
export type InviteAdded = z.infer<typeof ZInviteAdded>;

export const ZInviteState = z.enum(['all', 'used', 'unused']);
export const ZInviteListQuery = ZPageQuery.extend({
  surveyCode: ZProjectCode,
  state: ZInviteState.default('all'),
  keyword: z.string().trim().max(32).optional(),
});
export type InviteListQuery = z.input<typeof ZInviteListQuery>;

export const ZInviteCode = z.object({
  id: z.number().int(),
  inviteCode: z.string(),
  /** When a response used it; null while unused. */
  usedTime: z.number().nullable(),
  createTime: z.number(),
});
export type InviteCode = z.infer<typeof ZInviteCode>;

export const ZInvitePage = ZPaged(ZInviteCode).extend({
  /** Over the whole survey, whatever the filter. */
  usedCount: z.number().int(),
  totalCount: z.number().int(),
});
export type InvitePage = z.infer<typeof ZInvitePage>;

/** Removes the listed codes, or with `unusedOnly` and no ids every unused one. */
export const ZInviteRemoveBody = z
  .object({
    surveyCode: ZProjectCode,
    ids: z.array(z.number().int().positive()).max(1000).optional(),
    unusedOnly: z.boolean().optional(),
  })
  .refine((b) => (b.ids?.length ?? 0) > 0 || b.unusedOnly === true, {
    message: 'ids or unusedOnly is required',
  });
export type InviteRemoveBody = z.infer<typeof ZInviteRemoveBody>;
export const ZInviteRemoved = z.object({ removed: z.number().int() });
