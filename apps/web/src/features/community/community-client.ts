import { communityApi, fillPath, type Tokens } from '@cairn/contract';
import { createHttpClient, type HttpClient } from '../../api/http-client.ts';
import { createMemoryStorage, createStorageTokenStore, type TokenStore } from '../../api/token-store.ts';
import { toastError } from '../../app/ui-bridge.tsx';
import { currentLang } from '../../i18n/index.ts';

/**
 * The community pages' own API client: its own token pair per project (spec doc 2 §2 "a separate
 * token pair"), under keys of their own, refreshed through the community's refresh call. The
 * designer's client and tokens are never read or cleared here, nor these by the designer's.
 */
export const communityTokenKeys = (surveyCode: string) => ({
  token: `community.${surveyCode}.token`,
  refreshToken: `community.${surveyCode}.refreshToken`,
  expired: `community.${surveyCode}.expired`,
});

function storage() {
  try {
    localStorage.getItem('probe');
    return localStorage;
  } catch {
    return createMemoryStorage();
  }
}

const REFRESH_PATH = fillPath(communityApi.refresh, {});
const listeners = new Set<(surveyCode: string) => void>();

/** Called when a community login ends by itself (refresh refused, A0401): the layout shows its login. */
export function onCommunityLogout(listener: (surveyCode: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CommunityClient {
  api: HttpClient;
  tokens: TokenStore;
}

const clients = new Map<string, CommunityClient>();

export function communityClient(surveyCode: string): CommunityClient {
  const held = clients.get(surveyCode);
  if (held) return held;
  const tokens = createStorageTokenStore(storage(), communityTokenKeys(surveyCode));
  const api = createHttpClient({
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    tokens,
    getLang: currentLang,
    refreshCall: (current: Tokens) => ({
      path: REFRESH_PATH,
      body: { surveyCode, refreshToken: current.refreshToken },
      authorization: null,
    }),
    effects: {
      toast: toastError,
      isInFrame: () => false,
      showFrameReminder: () => {},
      logout: () => {
        for (const listener of listeners) listener(surveyCode);
      },
      goNotFound: () => {},
    },
  });
  const client = { api, tokens };
  clients.set(surveyCode, client);
  return client;
}
