import { type RefObject, startTransition, useEffect, useState } from 'react';

type Listener = (near: boolean, height: number) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        listeners.get(entry.target)?.(entry.isIntersecting, entry.boundingClientRect.height);
    },
    { rootMargin: '150% 0px' },
  );
  return observer;
}

export interface Nearness {
  near: boolean;
  /** The slot's height when it last left the neighbourhood (what its light stand-in keeps). */
  height: number | undefined;
}

/**
 * Whether a row's slot is within about a screen and a half of the viewport, both ways. Only
 * such rows are full rows (sortable, with tools and the question); the others are light
 * stand-ins of the same height. dnd-kit measures and re-renders every sortable row when a drag
 * starts, so 300 full rows would cost a 100 ms frame.
 */
export function useNear(ref: RefObject<Element | null>, initially: boolean): Nearness {
  const [state, setState] = useState<Nearness>({ near: initially, height: undefined });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    listeners.set(element, (near, height) =>
      // A transition: rows coming near render in slices, so scrolling keeps its frames.
      startTransition(() =>
        setState((old) => (old.near === near ? old : { near, height: near ? old.height : height })),
      ),
    );
    shared().observe(element);
    return () => {
      shared().unobserve(element);
      listeners.delete(element);
    };
  }, [ref]);
  return state;
}
