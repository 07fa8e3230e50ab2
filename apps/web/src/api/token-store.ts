import type { Tokens } from '@cairn/contract';

/** Where the session's tokens live; the app uses localStorage, tests an in-memory map. */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  /** Moves the access-token expiry (A5202: the next request refreshes the token first). */
  setExpired(expired: number): void;
  clear(): void;
}

/** The storage keys of the login token (spec doc 1 §3 "Stored values"). */
export const TOKEN_KEYS = { token: 'token', refreshToken: 'refreshToken', expired: 'expired' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `keys`: where the three values live; the community pages keep their own pair under their own
 * keys (community/community-client.ts), so neither login touches the other's.
 */
export function createStorageTokenStore(
  storage: KeyValueStorage,
  keys: { token: string; refreshToken: string; expired: string } = TOKEN_KEYS,
): TokenStore {
  const TOKEN_KEYS = keys;
  return {
    get() {
      const token = storage.getItem(TOKEN_KEYS.token);
      const refreshToken = storage.getItem(TOKEN_KEYS.refreshToken);
      const expired = Number(storage.getItem(TOKEN_KEYS.expired));
      if (!token || !refreshToken) return null;
      return { token, refreshToken, expired: Number.isFinite(expired) ? expired : 0 };
    },
    set(tokens) {
      storage.setItem(TOKEN_KEYS.token, tokens.token);
      storage.setItem(TOKEN_KEYS.refreshToken, tokens.refreshToken);
      storage.setItem(TOKEN_KEYS.expired, String(tokens.expired));
    },
    setExpired(expired) {
      if (storage.getItem(TOKEN_KEYS.token)) storage.setItem(TOKEN_KEYS.expired, String(expired));
    },
    clear() {
      for (const key of Object.values(TOKEN_KEYS)) storage.removeItem(key);
    },
  };
}

/** A Storage stand-in for tests and for browsers that block localStorage. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
