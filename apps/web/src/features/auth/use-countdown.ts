import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCountdown } from './countdown.ts';

/** A component's own countdown: seconds left and a start function; stops on unmount. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [countdown] = useState(createCountdown);
  const remaining = useSyncExternalStore(countdown.subscribe, countdown.remaining);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { remaining, start: countdown.start };
}
