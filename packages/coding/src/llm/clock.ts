/**
 * Time as the adapter sees it, injected so tests run retries, backoff, the rate limit and
 * request timeouts on a fake clock instead of waiting.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Calls `fire` after `ms` unless the returned function cancels it first (a request's timeout). */
  after(ms: number, fire: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
  after: (ms, fire) => {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
  },
};
