/**
 * Time as the adapter sees it, injected so tests run retries, backoff and the rate limit on a
 * fake clock instead of waiting. (The per-request timeout uses the runtime's timers, which
 * vitest's fake timers replace.)
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
