/**
 * "Adding options is throttled to 800 ms and guarded by a loading flag" (spec doc 1 §4): the
 * first call runs, later calls are ignored until the action has settled and the wait has passed,
 * so a double click adds one option. `onBusy` drives the button's loading state.
 */
export interface Throttle {
  /** Runs the action unless busy; true when it ran. */
  run(action: () => unknown): boolean;
  isBusy(): boolean;
  dispose(): void;
}

export function createThrottle(wait: number, onBusy: (busy: boolean) => void = () => {}): Throttle {
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run(action) {
      if (busy) return false;
      busy = true;
      onBusy(true);
      let waited = false;
      let settled = false;
      const release = () => {
        if (!waited || !settled || !busy) return;
        busy = false;
        onBusy(false);
      };
      timer = setTimeout(() => {
        waited = true;
        release();
      }, wait);
      let result: unknown;
      try {
        result = action();
      } catch {
        // A failed action still frees the button after the wait.
      }
      void Promise.resolve(result)
        .catch(() => {})
        .finally(() => {
          settled = true;
          release();
        });
      return true;
    },
    isBusy: () => busy,
    dispose() {
      clearTimeout(timer);
      busy = false;
    },
  };
}
