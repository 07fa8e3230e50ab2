import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';

/** `fetch`, or an in-process stand-in (the local issuer answers without a network). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  fetch: FetchLike;
  now: () => number;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** What the server keeps for one login (by `state`) and what goes to the issuer. */
export interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface IdClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const random = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A fresh state, nonce and PKCE verifier (43 base64url characters, RFC 7636's minimum). */
export function newAuthorizationRequest(redirectUri: string): AuthorizationRequest {
  return { state: random(), nonce: random(), codeVerifier: random(), redirectUri };
}

/**
 * The real adapter: any standard OpenID Connect issuer. Reads the discovery document, sends the
 * browser to the authorization endpoint (code flow, PKCE S256, state, nonce), exchanges the code
 * (client_secret_basic) and checks the ID token: signature by the issuer's JWKS, iss, aud, exp
 * and the nonce kept for this login.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovery: Promise<Discovery> | undefined;
  let keys: Promise<JSONWebKeySet> | undefined;

  const getJson = async (url: string, init?: RequestInit) => {
    const response = await options.fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const discover = () => {
    discovery ??= getJson(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then((doc) => {
        if (doc.issuer !== options.issuer) throw new Error('the discovery document names another issuer');
        return doc as unknown as Discovery;
      })
      .catch((error) => {
        discovery = undefined;
        throw error;
      });
    return discovery;
  };
  const jwks = async (refresh: boolean) => {
    if (refresh) keys = undefined;
    keys ??= discover()
      .then((doc) => getJson(doc.jwks_uri))
      .then((set) => set as unknown as JSONWebKeySet);
    return keys;
  };

  return {
    issuer: options.issuer,
    async authorizationUrl(request: AuthorizationRequest): Promise<string> {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: pkceChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Exchanges the code and checks the ID token; throws on anything wrong. */
    async finish(code: string, request: AuthorizationRequest): Promise<IdClaims> {
      const doc = await discover();
      const basic = Buffer.from(
        `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`,
      ).toString('base64');
      const answer = await getJson(doc.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }).toString(),
      });
      if (typeof answer.id_token !== 'string') throw new Error('no ID token');
      const payload = await verifyIdToken(answer.id_token, request.nonce);
      return {
        subject: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };

  async function verifyIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
    const check = async (refresh: boolean) =>
      jwtVerify(idToken, createLocalJWKSet(await jwks(refresh)), {
        issuer: options.issuer,
        audience: options.clientId,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        currentDate: new Date(options.now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(false);
    } catch (error) {
      // A key the cached set lacks: the issuer rotated its keys; read them once more.
      if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error;
      result = await check(true);
    }
    if (result.payload.nonce !== nonce) throw new Error('the ID token carries another nonce');
    return result.payload;
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>;
