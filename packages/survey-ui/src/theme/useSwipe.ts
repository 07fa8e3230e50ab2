import { type TouchEvent, useRef } from 'react';
import { type SwipeDirection, swipeDirection } from './swipe.ts';

/**
 * Touch handlers for a page element that turn a horizontal swipe into `onSwipe('next' |
 * 'previous')`. Spread the result on the element; nothing is attached when `enabled` is false.
 */
export function useSwipe(enabled: boolean, onSwipe: (direction: Exclude<SwipeDirection, null>) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart(event: TouchEvent) {
      const t = event.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const t = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const direction = swipeDirection(from, { x: t.clientX, y: t.clientY });
      if (direction) onSwipe(direction);
    },
  };
}
