import { useCallback, useEffect, useRef, useState } from 'react';

/** A code just created or moved stays highlighted this long (spec: 2 s). */
export const FLASH_MS = 2000;

/** Ids highlighted for 2 s after `flash(id)`; flashing an id again restarts its time. */
export function useFlash() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const flash = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    setIds((prev) => new Set(prev).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setIds((prev) => {
          const next = new Set(prev);
          next.delete(id);
          return next;
        });
      }, FLASH_MS),
    );
  }, []);
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const t of all.values()) clearTimeout(t);
    };
  }, []);
  return { flashed: ids, flash };
}
