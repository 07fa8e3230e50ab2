/** The designer's fixed OAuth client (spec doc 2 §7); its secret also keys the request signature. */
export const DESIGNER_CLIENT_ID = 'designer';
export const DESIGNER_CLIENT_SECRET = 'designer';
/** `Basic base64(designer:designer)`; a test keeps it in step with the id and secret. */
export const DESIGNER_BASIC_AUTH = 'Basic ZGVzaWduZXI6ZGVzaWduZXI=';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** The client refreshes when the access token expires within this window (spec doc 2 §9). */
export const TOKEN_REFRESH_WINDOW_MS = 20 * 1000;
/** `type` of the token call that rotates a refresh token. */
export const REFRESH_GRANT_TYPE = 9;

export const LOGIN_LOCKOUT = { maxFailures: 5, windowMs: 5 * 60 * 1000, lockMs: 5 * 60 * 1000 } as const;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Codes sent by e-mail and SMS (one store, `verification_codes`): six digits, valid ten minutes,
 * five tries, one a minute per address or number (A2004); past the daily limits per address or
 * number, or per client address, A2003 (its "over the daily limit" reading).
 */
export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  resendMs: 60 * 1000,
  maxTries: 5,
  dailyPerTarget: 10,
  dailyPerClient: 30,
} as const;
/** The e-mail codes are the store's codes; the name stays for the reset form's countdown. */
export const EMAIL_CODE = VERIFICATION_CODE;
