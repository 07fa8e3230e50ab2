export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a waiting call now (on blur, on leaving). */
  flush: () => void;
  cancel: () => void;
}

/**
 * The last call runs `ms` after calls stop (typing a title: one save per pause, not per key).
 * Timers are injectable so tests drive them with fake timers.
 */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (fn, wait) => setTimeout(fn, wait),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  /** Told when a call starts waiting and when none waits any more (unsent-drafts.ts). */
  onWaiting?: (waiting: boolean) => void,
): Debounced<A> {
  let handle: unknown = null;
  let waiting: A | null = null;
  const fire = () => {
    handle = null;
    const args = waiting;
    waiting = null;
    if (args) {
      onWaiting?.(false);
      run(...args);
    }
  };
  const call = (...args: A) => {
    if (waiting === null) onWaiting?.(true);
    waiting = args;
    if (handle !== null) timers.clear(handle);
    handle = timers.set(fire, ms);
  };
  call.flush = () => {
    if (handle !== null) timers.clear(handle);
    fire();
  };
  call.cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
    if (waiting !== null) onWaiting?.(false);
    waiting = null;
  };
  return call;
}
