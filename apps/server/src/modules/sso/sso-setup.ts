import { createLocalIssuer, type LocalIssuer } from './local-issuer.ts';
import { createOidcClient, type OidcClient } from './oidc-client.ts';

/** The SSO settings of config.ts: SSO_ISSUER (`local` or an issuer URL), SSO_CLIENT_ID/_SECRET. */
export interface SsoConfig {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export interface SsoSetup {
  client: OidcClient;
  /** The local issuer, when SSO_ISSUER=local: its pages are served under /dev/sso. */
  local?: LocalIssuer;
  /** Where the issuer sends the browser back: the designer's return page (/backurl), which finishes with the code. */
  redirectUri: string;
}

export const LOCAL_ISSUER_PATH = '/dev/sso';

/**
 * The real OIDC adapter for an issuer URL; for `local`, the local issuer at PUBLIC_URL/dev/sso
 * with the same client, its calls answered in process.
 */
export function createSsoSetup(config: SsoConfig, publicUrl: string, now: () => number): SsoSetup {
  const origin = publicUrl.replace(/\/$/, '');
  const redirectUri = `${origin}/designer/backurl`;
  if (config.issuer === 'local') {
    const clientId = config.clientId ?? 'cairn-local';
    const clientSecret = config.clientSecret ?? 'cairn-local-secret';
    const local = createLocalIssuer({
      issuer: `${origin}${LOCAL_ISSUER_PATH}`,
      clientId,
      clientSecret,
      redirectUri,
      now,
    });
    const client = createOidcClient({
      issuer: local.issuer,
      clientId,
      clientSecret,
      fetch: local.fetch,
      now,
    });
    return { client, local, redirectUri };
  }
  if (!config.clientId || !config.clientSecret)
    throw new Error('SSO_ISSUER needs SSO_CLIENT_ID and SSO_CLIENT_SECRET');
  const client = createOidcClient({
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
    now,
  });
  return { client, redirectUri };
}
