import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import type { QrState } from './qr-state.ts';
import { ZTokens } from './schemas.ts';

const tags = ['auth'];

/** A QR ticket lives this long; the login page and the bind modal then offer a new one. */
export const QR_TICKET_TTL_MS = 2 * 60 * 1000;
export const QR_REFRESH_DEBOUNCE_MS = 800;
/** How long an SSO `state` (with its PKCE verifier and nonce) waits for the code to come back. */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

// The states live in a zod-free file so the respondent page's claim poll reads them too.
export { QR_POLL_MS, QR_STATE, type QrState } from './qr-state.ts';

export const ZQrState = z.number().int().min(0).max(6) as unknown as z.ZodType<QrState>;

export const ZTicket = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a ticket');
export const ZQrTicket = z.object({
  ticket: ZTicket,
  /** What the QR code holds: the address the phone opens (the local simulator's page here). */
  qrContent: z.string(),
  /**
   * The code opens this server's simulator page (`MESSAGING_APP=local`), which a computer without
   * a phone can open too; a real app's code (WeChat's) means something only to its phone app.
   */
  simulated: z.boolean(),
  /** Epoch ms after which the ticket answers state 2. */
  expiresAt: z.number(),
});
export const ZLoginPoll = z.object({ state: ZQrState, tokens: ZTokens.nullable() });
export const ZBindPoll = z.object({ state: ZQrState, snsId: z.string().nullable() });
export const ZThirdBinding = z.object({
  /** The messaging app (`wechat`) or `sso:<issuer>`. */
  provider: z.string(),
  kind: z.enum(['messaging', 'sso']),
  /** The person's id at the provider (openId / subject), shortened for display. */
  snsId: z.string(),
  nickname: z.string().nullable(),
  createdAt: z.number(),
});
export const ZLoginOptions = z.object({ sso: z.boolean(), messaging: z.boolean() });

/**
 * SSO by code and the messaging-app (QR) login and binding (spec doc 2 §7). `sso/start`,
 * `oauth/qr/ticket` and `oauth/login-options` are ours: the spec shows how a code or ticket is
 * used, not where the login page gets one.
 */
export const thirdPartyAuthApi = {
  loginOptions: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/login-options',
    access: 'client',
    summary: 'Which other ways to log in this server offers (SSO, messaging-app QR)',
    tags,
    answer: ZLoginOptions,
  }),
  ssoStart: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/sso/start',
    access: 'public',
    summary: 'Start an SSO login: keeps state, PKCE verifier and nonce, redirects to the issuer',
    description: 'A2040 when SSO is not configured.',
    errors: ['A2040', 'A2032'],
    tags,
    rateLimit: 30,
    answer: 'redirect',
  }),
  ssoToken: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/sso/token',
    access: 'client',
    summary: 'Finish an SSO login with the code and state the issuer sent back',
    description:
      'A2040 for every failure (unknown, used or expired state, a refused code, an ID token that fails ' +
      'its checks), so the answer tells nothing more; A2027 while the account is locked.',
    errors: ['A2040', 'A2027', 'A2032'],
    tags,
    rateLimit: 30,
    query: z.object({ code: z.string().min(1).max(2048), state: z.string().min(16).max(128) }),
    answer: ZTokens,
  }),
  qrTicket: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/qr/ticket',
    access: 'client',
    summary: 'A QR ticket for logging in with the messaging app',
    description: 'A2006 when no messaging app is configured.',
    errors: ['A2006', 'A2032'],
    tags,
    rateLimit: 60,
    answer: ZQrTicket,
  }),
  breathe: endpoint({
    method: 'GET',
    service: 'auth',
    path: '/oauth/breathe',
    access: 'client',
    summary: 'Poll a login ticket: 0 waiting, 1 logged in (tokens, once), 2 expired, 3 used, 4 not bound',
    description: 'An unknown ticket answers 2, as an expired one does. A2027 while the account is locked.',
    errors: ['A2027', 'A2032'],
    tags,
    rateLimit: 120,
    query: z.object({ ticket: ZTicket }),
    answer: ZLoginPoll,
  }),
  bindTicket: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/wechat/ticket/code',
    access: 'user',
    summary: 'A QR ticket that binds the caller’s account to the messaging account that scans it',
    description:
      'A2025 when the account already has a messaging account bound; A2006 when none is configured.',
    errors: ['A2025', 'A2006'],
    tags,
    answer: ZQrTicket,
  }),
  bindBreathe: endpoint({
    method: 'POST',
    service: 'auth',
    path: '/wechat/breathe',
    access: 'user',
    summary:
      'Poll a bind ticket of the caller: 0 waiting, 1 bound, 2 expired, 3 used, 5 bound to another account',
    description: 'Another user’s ticket answers as an unknown one (2).',
    tags,
    body: z.object({ ticket: ZTicket }),
    answer: ZBindPoll,
  }),
  unbound: endpoint({
    method: 'POST',
    service: 'auth',
    path: '/wechat/unbound',
    access: 'user',
    summary: 'Unbind the caller’s messaging account',
    description: 'A2006 when none is bound.',
    errors: ['A2006'],
    tags,
    answer: z.null(),
  }),
  third: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/users/third',
    access: 'user',
    summary: 'The caller’s third-party bindings: messaging app and SSO identities',
    tags,
    answer: z.array(ZThirdBinding),
  }),
};
