import type { Clock } from './clock.ts';

const MINUTE = 60_000;

/**
 * Keeps request starts under `perMinute` in any sliding minute. Callers are served one at a time
 * (a promise chain), so concurrent batches cannot both take the last free slot.
 */
export function createRateLimiter(perMinute: number, clock: Clock): () => Promise<void> {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  const take = async () => {
    for (;;) {
      const now = clock.now();
      while (starts.length > 0 && starts[0]! <= now - MINUTE) starts.shift();
      if (starts.length < perMinute) {
        starts.push(now);
        return;
      }
      await clock.sleep(starts[0]! + MINUTE - now);
    }
  };
  return () => {
    const turn = queue.then(take);
    queue = turn.catch(() => {});
    return turn;
  };
}
