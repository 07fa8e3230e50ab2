import { useEffect, useRef, useState } from 'react';

export interface PreviewState {
  id: string | null;
  open(id: string): void;
  close(): void;
}

/**
 * Which template the drawer previews. The element that opened it is remembered at the click and
 * focused again as soon as the drawer is told to close: antd's own focus return records the
 * active element only after the drawer has taken the focus, and it is skipped when the drawer is
 * closed while still opening (a quick Escape), either way leaving a keyboard user at the top.
 */
export function usePreviewState(): PreviewState {
  const [id, setId] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (id !== null || !trigger.current) return;
    if (trigger.current.isConnected) trigger.current.focus({ preventScroll: true });
    trigger.current = null;
  }, [id]);
  return {
    id,
    open: (next) => {
      trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setId(next);
    },
    close: () => setId(null),
  };
}
