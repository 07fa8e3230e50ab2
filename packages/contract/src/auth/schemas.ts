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
});
export type User = z.infer<typeof ZUser>;

export const ZPasswordChangeBody = z.object({ oldPassword: ZPassword, newPassword: ZPassword });
export type PasswordChangeBody = z.infer<typeof ZPasswordChangeBody>;
export const ZUserUpdateBody = z
  .object({ email: ZEmail.nullable().optional(), mobile: ZMobile.nullable().optional() })
  .refine((b) => b.email !== undefined || b.mobile !== undefined, { message: 'email or mobile is required' });
export type UserUpdateBody = z.infer<typeof ZUserUpdateBody>;
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
