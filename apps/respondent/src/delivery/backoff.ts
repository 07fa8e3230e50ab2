/**
 * How long to wait before the n-th retry (n from 0): doubling from `baseMs` up to `maxMs`, with
 * up to `jitter` of it taken off at random so many respondents coming back online at once do not
 * retry in step.
 */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 30_000, jitter: 0.2 };

export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(raw * (1 - policy.jitter * random()));
}
