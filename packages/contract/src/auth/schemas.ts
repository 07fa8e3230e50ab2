import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REFRESH_GRANT_TYPE } from './constants.ts';

/**
 * Letters of any script (a Chinese name is two or three characters), digits and _ . @, no spaces.
 * NFC first, so the same name typed on two keyboards is one account.
 */
export const ZUsername = z
  .string()
  .trim()
  .transform((name) => name.normalize('NFC'))
  .pipe(
    z
      .string()
      .min(2)
      .max(32)
      .regex(/^[\p{L}\p{M}\p{N}_.@]+$/u, 'letters, digits, _ . @ only'),
  );

/** Shape only; strength (letters and digits) is a business rule answered with A2011. */
export const ZPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const ZEmail = z.string().trim().max(254).email();
export const ZMobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,20}$/, 'digits only, optionally with a leading +');

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

export const ZRegisterBody = z.object({
  username: ZUsername,
  password: ZPassword,
  email: ZEmail.optional(),
  mobile: ZMobile.optional(),
});
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZPasswordGrant = z.object({ username: z.string().trim().min(1).max(64), password: ZPassword });
export const ZRefreshGrant = z.object({
  refreshToken: z.string().min(1).max(512),
  accessToken: z.string().max(4096).optional(),
  type: z.coerce.number().pipe(z.literal(REFRESH_GRANT_TYPE)),
});
export const ZTokenBody = z.union([ZRefreshGrant, ZPasswordGrant]);
export type TokenBody = z.infer<typeof ZTokenBody>;

export const ZTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Access token expiry, epoch milliseconds. */
  expired: z.number(),
});
export type Tokens = z.infer<typeof ZTokens>;

export const ZPermissionItem = z.object({ code: z.string() });

export const ZUser = z.object({
  id: z.number(),
  username: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  organizationId: z.number().nullable(),
  userCode: z.string(),
  level: z.number(),
  permissions: z.array(ZPermissionItem),
  thirdType: z.number().nullable(),
  recognizeId: z.number(),
  /** A signed link to the account's picture (valid for an hour or more), null when none was uploaded. */
  avatar: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;

export const ZPasswordChangeBody = z.object({ oldPassword: ZPassword, newPassword: ZPassword });
export type PasswordChangeBody = z.infer<typeof ZPasswordChangeBody>;
/**
 * Changes the mobile with the code texted to the new number (`sms/mobile/code/new`); the e-mail
 * changes through `users/email`. Neither changes without a code (issue 22).
 */
export const ZMobileUpdateBody = z.object({
  mobile: ZMobile,
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'six digits'),
});
/**
 * Either the mobile change above, or `username` alone: the new name the account logs in with and
 * is shown by (base info). One object rather than a union, so a refusal names the missing field.
 */
export const ZUserUpdateBody = z
  .object({
    mobile: ZMobile.optional(),
    code: ZMobileUpdateBody.shape.code.optional(),
    username: ZUsername.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.username !== undefined) {
      if (body.mobile !== undefined || body.code !== undefined)
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'rename alone, without mobile or code' });
      return;
    }
    for (const field of ['mobile', 'code'] as const)
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required` });
  });
export type UserUpdateBody = z.infer<typeof ZUserUpdateBody>;
export type MobileUpdateBody = z.infer<typeof ZMobileUpdateBody>;
export const ZEmailCodeBody = z.object({ email: ZEmail });
export type EmailCodeBody = z.infer<typeof ZEmailCodeBody>;
export const ZPasswordResetBody = z.object({
  email: ZEmail,
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'six digits'),
  password: ZPassword,
});
export type PasswordResetBody = z.infer<typeof ZPasswordResetBody>;
