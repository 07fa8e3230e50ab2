/**
 * Signed links for stored image keys. Designs keep file keys; a browser shows a file through a
 * link the server signs for about an hour (`/api/files/{key}?exp=…&sig=…`). The canvas asks for
 * many images at once and survey-ui resolves synchronously, so this cache:
 * - answers at once from memory, or a transparent placeholder while a key is being signed;
 * - gathers the keys asked for within one tick into one sign call (at most 200 per call, the
 *   contract's limit) and tells subscribers when links arrive, so views re-render;
 * - signs every known key again `refreshMarginMs` before its link expires, so a designer left
 *   open for hours never shows a broken image;
 * - after a failed call waits `retryMs` before asking for the same keys again (no hot loop).
 * Time and timers are injected, so tests drive it with fake timers.
 */

export type SignFiles = (keys: readonly string[]) => Promise<Record<string, string>>;

export interface SignedImageCacheOptions {
  sign: SignFiles;
  now?: () => number;
  /** Re-sign this long before a link expires (5 minutes). */
  refreshMarginMs?: number;
  /** Assumed lifetime of a link without a readable `exp` (the server's hour). */
  defaultTtlMs?: number;
  /** Wait after a failed call before trying its keys again (30 seconds). */
  retryMs?: number;
}

export interface SignedImageCache {
  /** The link of `ref` now: signed link, placeholder while signing, or `ref` itself if not a key. */
  resolve(ref: string): string;
  /** Whether `ref` has a usable link (not the placeholder). */
  isReady(ref: string): boolean;
  /** A link already known (e.g. the image library's answer), used until it needs refreshing. */
  prime(key: string, url: string): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a link arrives; for useSyncExternalStore. */
  version(): number;
  /** Stops the refresh timer (the cache stays usable; the next resolve restarts it). */
  dispose(): void;
}

/** A 1×1 transparent GIF: an <img> waiting for its link keeps its box and shows nothing. */
export const PLACEHOLDER_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const FILE_KEY = /^[0-9a-f]{32}$/;
const MAX_KEYS_PER_CALL = 200;

export function isFileKey(ref: string): boolean {
  return FILE_KEY.test(ref);
}

/** The expiry a signed link carries (`exp`, epoch ms), or null. */
export function expiryOf(url: string): number | null {
  const match = /[?&]exp=(\d{1,15})(?:&|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

interface Entry {
  url: string;
  expiresAt: number;
}

export function createSignedImageCache(options: SignedImageCacheOptions): SignedImageCache {
  const now = options.now ?? (() => Date.now());
  const margin = options.refreshMarginMs ?? 5 * 60_000;
  const defaultTtl = options.defaultTtlMs ?? 60 * 60_000;
  const retryMs = options.retryMs ?? 30_000;
  const entries = new Map<string, Entry>();
  const failedAt = new Map<string, number>();
  const inFlight = new Set<string>();
  const queued = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let flushScheduled = false;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let refreshAt = Number.POSITIVE_INFINITY;

  const notify = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const fresh = (entry: Entry | undefined) => entry !== undefined && entry.expiresAt - margin > now();
  const usable = (entry: Entry | undefined) => entry !== undefined && entry.expiresAt > now();

  const store = (key: string, url: string) => {
    entries.set(key, { url, expiresAt: expiryOf(url) ?? now() + defaultTtl });
    failedAt.delete(key);
  };

  /** One timer for the earliest refresh due; when it fires every key near expiry is re-signed. */
  const scheduleRefresh = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.expiresAt - margin);
    if (earliest === refreshAt && refreshTimer) return;
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = null;
    refreshAt = earliest;
    if (!Number.isFinite(earliest)) return;
    refreshTimer = setTimeout(
      () => {
        refreshTimer = null;
        refreshAt = Number.POSITIVE_INFINITY;
        for (const [key, entry] of entries) if (!fresh(entry)) queue(key);
        scheduleRefresh();
      },
      Math.max(0, earliest - now()),
    );
  };

  const flush = () => {
    flushScheduled = false;
    const keys = [...queued];
    queued.clear();
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_CALL) {
      const batch = keys.slice(start, start + MAX_KEYS_PER_CALL);
      for (const key of batch) inFlight.add(key);
      options.sign(batch).then(
        (links) => {
          for (const key of batch) {
            inFlight.delete(key);
            const url = links[key];
            if (url) store(key, url);
            else failedAt.set(key, now());
          }
          scheduleRefresh();
          notify();
        },
        () => {
          for (const key of batch) {
            inFlight.delete(key);
            failedAt.set(key, now());
          }
          // Views ask again once the wait is over, which retries.
          setTimeout(notify, retryMs);
        },
      );
    }
  };

  function queue(key: string) {
    if (inFlight.has(key) || queued.has(key)) return;
    const failed = failedAt.get(key);
    if (failed !== undefined && now() - failed < retryMs) return;
    queued.add(key);
    if (!flushScheduled) {
      flushScheduled = true;
      queueMicrotask(flush);
    }
  }

  return {
    resolve(ref) {
      if (!isFileKey(ref)) return ref;
      const entry = entries.get(ref);
      if (!fresh(entry)) queue(ref);
      if (!refreshTimer && entries.size > 0) scheduleRefresh();
      return usable(entry) ? (entry as Entry).url : PLACEHOLDER_IMAGE;
    },
    isReady(ref) {
      return !isFileKey(ref) || usable(entries.get(ref));
    },
    prime(key, url) {
      if (!isFileKey(key) || fresh(entries.get(key))) return;
      store(key, url);
      scheduleRefresh();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    dispose() {
      if (refreshTimer) clearTimeout(refreshTimer);
      refreshTimer = null;
      refreshAt = Number.POSITIVE_INFINITY;
    },
  };
}
