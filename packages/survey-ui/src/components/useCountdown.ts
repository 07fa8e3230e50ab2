import { useEffect, useRef, useState } from 'react';

interface CountdownOptions {
  /** The clock; Date.now unless a test or the runtime lends one. */
  now?: () => number;
  /** Called once, when the time is up. */
  onExpire?: () => void;
  /** false: shows the full time and never ticks (the designer). */
  running?: boolean;
}

/** How often the display is refreshed; the time left is read from the clock, so ticks may be late. */
const TICK_MS = 250;

/**
 * Whole seconds left of `total`, counted from the first render. Reading the clock instead of
 * counting ticks keeps it right when a background tab slows the timers down.
 */
export function useCountdown(total: number, { now, onExpire, running = true }: CountdownOptions): number {
  const [left, setLeft] = useState(total);
  // The latest callbacks, without restarting the timer when the parent passes new functions.
  const latest = useRef({ now, onExpire });
  latest.current = { now, onExpire };
  useEffect(() => {
    if (!running) return;
    const clock = () => (latest.current.now ?? Date.now)();
    const start = clock();
    setLeft(total);
    const tick = () => {
      const remaining = Math.max(0, Math.ceil(total - (clock() - start) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        latest.current.onExpire?.();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [total, running]);
  return running ? left : total;
}

export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}:${rest}` : `${seconds}s`;
}
