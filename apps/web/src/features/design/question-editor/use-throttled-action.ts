import { useEffect, useRef, useState } from 'react';
import { createThrottle, type Throttle } from './throttle.ts';

/** A throttle (throttle.ts) for a button: `run` guarded for `wait` ms, `busy` for its loading state. */
export function useThrottledAction(wait: number): { run(action: () => unknown): boolean; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const throttle = useRef<Throttle | null>(null);
  throttle.current ??= createThrottle(wait, setBusy);
  useEffect(() => () => throttle.current?.dispose(), []);
  return { run: (action) => throttle.current?.run(action) ?? false, busy };
}
