import { type RefObject, useEffect, useState } from 'react';

type Listener = (seen: boolean) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | null = null;

/** One observer for every row: a row is "seen" once it comes within a screen of the viewport. */
function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) listeners.get(entry.target)?.(true);
    },
    { rootMargin: '100% 0px' },
  );
  return observer;
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
    listeners.set(element, (now) => {
      if (!now) return;
      setSeen(true);
      shared().unobserve(element);
    });
    shared().observe(element);
    return () => {
      shared().unobserve(element);
      listeners.delete(element);
    };
  }, [ref, seen]);
  return seen || eager;
}
