/** The timer functions a debouncer uses; tests pass fake ones (or vitest's fake timers). */
export interface DebounceTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: DebounceTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (Enter in a search box should not wait). */
  flush(): void;
  cancel(): void;
}

/** Calls `fn` with the latest arguments once `ms` passed without another call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: DebounceTimers = globalTimers,
): Debounced<A> {
  let handle: unknown = null;
  let pending: A | null = null;
  const run = () => {
    const args = pending;
    handle = null;
    pending = null;
    if (args) fn(...args);
  };
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pending = null;
  };
  const debounced = (...args: A) => {
    if (handle !== null) timers.clearTimeout(handle);
    pending = args;
    handle = timers.setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (handle !== null) timers.clearTimeout(handle);
    run();
  };
  debounced.cancel = cancel;
  return debounced;
}
