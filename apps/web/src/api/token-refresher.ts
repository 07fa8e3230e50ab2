import { TOKEN_REFRESH_WINDOW_MS, type Tokens } from '@cairn/contract';
import type { TokenStore } from './token-store.ts';

export interface TokenRefresherDeps {
  store: TokenStore;
  now: () => number;
  /** Performs the refresh call (login call with type 9); resolves with the new tokens. */
  refresh: (current: Tokens) => Promise<Tokens>;
  /** Runs once per failed refresh, after the tokens were cleared: log the user out. */
  onFailure: () => void;
  windowMs?: number;
}

export interface TokenRefresher {
  /**
   * The access token to send, or null without a session. When the stored expiry is within the
   * window (or passed) exactly one refresh runs; concurrent callers wait for it and get the new
   * token. Rejects with RefreshFailedError when that refresh fails.
   */
  accessToken(): Promise<string | null>;
}

export class RefreshFailedError extends Error {
  override readonly name = 'RefreshFailedError';
}

export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  const windowMs = deps.windowMs ?? TOKEN_REFRESH_WINDOW_MS;
  let inFlight: Promise<string> | null = null;

  const runRefresh = async (current: Tokens): Promise<string> => {
    try {
      const next = await deps.refresh(current);
      deps.store.set(next);
      return next.token;
    } catch (cause) {
      deps.store.clear();
      deps.onFailure();
      throw new RefreshFailedError('token refresh failed', { cause });
    }
  };

  return {
    accessToken() {
      if (inFlight) return inFlight;
      const current = deps.store.get();
      if (!current) return Promise.resolve(null);
      if (current.expired - deps.now() > windowMs) return Promise.resolve(current.token);
      inFlight = runRefresh(current).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
