/**
 * Swiping between pages on phones (a theme's `touch`): whether a finger's path from start to end
 * is a page swipe. Mostly horizontal and at least `minDistance` px long; leftwards means the
 * next page. Vertical paths are scrolling and count as nothing.
 */
export type SwipeDirection = 'next' | 'previous' | null;

export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
  minDistance = 60,
): SwipeDirection {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minDistance || Math.abs(dx) < Math.abs(dy) * 2) return null;
  return dx < 0 ? 'next' : 'previous';
}
