export interface CountdownClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Countdown {
  /** Whole seconds left (0 when idle). */
  remaining(): number;
  start(seconds: number): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
}

const browserClock: CountdownClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A seconds countdown (the "resend code in 60 s" button) measured against the clock, so it never drifts. */
export function createCountdown(clock: CountdownClock = browserClock): Countdown {
  let endsAt = 0;
  let timer: unknown = null;
  let current = 0;
  const listeners = new Set<() => void>();

  const compute = () => Math.max(0, Math.ceil((endsAt - clock.now()) / 1000));
  const stopTimer = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    const next = compute();
    if (next === 0) stopTimer();
    if (next !== current) {
      current = next;
      for (const listener of listeners) listener();
    }
  };

  return {
    remaining: () => current,
    start(seconds) {
      stopTimer();
      endsAt = clock.now() + seconds * 1000;
      tick();
      if (current > 0) timer = clock.setInterval(tick, 250);
    },
    stop() {
      stopTimer();
      endsAt = 0;
      tick();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
