import { type RefObject, startTransition, useEffect, useState } from 'react';

type Listener = () => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | null = null;
let dragging = false;
/** Rows that came into view during a drag; they render once it ends. */
const heldBack = new Set<Listener>();

function reveal(listener: Listener): void {
  if (dragging) heldBack.add(listener);
  // A transition: React renders newly seen rows in slices, so scrolling never drops frames.
  else startTransition(listener);
}

/** One observer for every row: a row is "seen" once it comes within a screen of the viewport. */
function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const listener = listeners.get(entry.target);
        if (entry.isIntersecting && listener) reveal(listener);
      }
    },
    { rootMargin: '100% 0px' },
  );
  return observer;
}

/**
 * While a row is dragged, rows scrolled into view keep their placeholders: mounting questions
 * then would cost frames and change heights dnd-kit has just measured.
 */
export function setCanvasDragging(on: boolean): void {
  dragging = on;
  if (!on) releaseHeldBack();
}

/** Rows released per frame after a drag. */
const RELEASE_BATCH = 3;

/**
 * Renders the rows held back during a drag a few per frame, after the drop's own frame: a long
 * drag can hold a dozen questions, and mounting them all at once made the longest frame of a
 * drag-sort (their layout landed on top of the drop's).
 */
function releaseHeldBack(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (dragging) return;
      const batch = [...heldBack].slice(0, RELEASE_BATCH);
      for (const listener of batch) heldBack.delete(listener);
      startTransition(() => {
        for (const listener of batch) listener();
      });
      if (heldBack.size > 0) releaseHeldBack();
    }),
  );
}

/**
 * Whether a row has come near the viewport yet. Rows render their question only from then on
 * (and keep it), so a 300-question survey mounts a screenful at first and the rest as the author
 * scrolls: the canvas's answer to long surveys instead of a windowed list, which would fight
 * drag-and-drop's measuring and the browser's find-in-page.
 */
export function useSeen(ref: RefObject<Element | null>, eager: boolean): boolean {
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const listener = () => {
      setSeen(true);
      shared().unobserve(element);
    };
    listeners.set(element, listener);
    shared().observe(element);
    return () => {
      shared().unobserve(element);
      listeners.delete(element);
      heldBack.delete(listener);
    };
  }, [ref, seen]);
  return seen || eager;
}
