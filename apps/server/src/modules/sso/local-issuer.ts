import { randomBytes, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { type FetchLike, pkceChallenge } from './oidc-client.ts';

/** One person the local issuer vouches for (typed on its authorize page). */
export interface LocalIdentity {
  email: string;
  name: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  identity: LocalIdentity;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A small OpenID Connect issuer for development and tests: discovery, an authorize step (its page
 * is served by dev-routes.ts), a token endpoint that checks PKCE and the client, and a JWKS.
 * `fetch` answers the server's own calls in process, so the real client (oidc-client.ts) runs the
 * whole flow here without a network. Codes live in memory: one process, dev only.
 */
export function createLocalIssuer(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The registered redirect URI: the issuer sends codes nowhere else (no open redirect). */
  redirectUri: string;
  now: () => number;
}) {
  const codes = new Map<string, PendingCode>();
  // Made on first use: most test apps never sign in by SSO.
  let made: ReturnType<typeof generateKeyPair> | undefined;
  const keyPair = () => (made ??= generateKeyPair('RS256', { extractable: true }));
  const kid = randomBytes(8).toString('hex');
  const base = options.issuer.replace(/\/$/, '');

  const discovery = () => ({
    issuer: options.issuer,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    jwks_uri: `${base}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: ['openid', 'email', 'profile'],
  });

  const jwks = async () => {
    const jwk: JWK = await exportJWK((await keyPair()).publicKey);
    return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  };

  const clientOf = (headers: Headers, form: URLSearchParams) => {
    const basic = /^Basic (.+)$/.exec(headers.get('authorization') ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent);
      return { id: id ?? '', secret: secret ?? '' };
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
  };

  async function token(headers: Headers, form: URLSearchParams): Promise<Response> {
    const client = clientOf(headers, form);
    if (!same(client.id, options.clientId) || !same(client.secret, options.clientSecret))
      return json({ error: 'invalid_client' }, 401);
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expiresAt <= options.now() ||
      pending.clientId !== client.id ||
      pending.redirectUri !== form.get('redirect_uri') ||
      pkceChallenge(verifier) !== pending.codeChallenge
    )
      return json({ error: 'invalid_grant' }, 400);
    const now = Math.floor(options.now() / 1000);
    const idToken = await new SignJWT({
      nonce: pending.nonce,
      email: pending.identity.email,
      email_verified: true,
      name: pending.identity.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(options.clientId)
      .setSubject(`local-${pending.identity.email.toLowerCase()}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign((await keyPair()).privateKey);
    return json({ access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', id_token: idToken });
  }

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const path = url.href.startsWith(base) ? url.href.slice(base.length).split('?')[0] : '';
    if (path === '/.well-known/openid-configuration') return json(discovery());
    if (path === '/jwks') return json(await jwks());
    if (path === '/token' && init?.method === 'POST')
      return token(new Headers(init.headers), new URLSearchParams(String(init.body ?? '')));
    return json({ error: 'not_found' }, 404);
  };

  return {
    issuer: options.issuer,
    fetch,
    /**
     * The authorize step: checks the request as an issuer would (client, S256 challenge) and
     * answers where to send the browser back to, with a one-minute code — or null when refused.
     */
    approve(query: URLSearchParams, identity: LocalIdentity): string | null {
      const redirectUri = query.get('redirect_uri') ?? '';
      const challenge = query.get('code_challenge') ?? '';
      if (
        query.get('response_type') !== 'code' ||
        query.get('client_id') !== options.clientId ||
        query.get('code_challenge_method') !== 'S256' ||
        !/^[A-Za-z0-9_-]{43}$/.test(challenge) ||
        redirectUri !== options.redirectUri
      )
        return null;
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: options.clientId,
        redirectUri,
        nonce: query.get('nonce') ?? '',
        codeChallenge: challenge,
        identity,
        expiresAt: options.now() + CODE_TTL_MS,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      return back.toString();
    },
  };
}

export type LocalIssuer = ReturnType<typeof createLocalIssuer>;
