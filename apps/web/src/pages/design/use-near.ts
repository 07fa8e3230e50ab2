import { type RefObject, startTransition, useEffect, useState } from 'react';

type Listener = (near: boolean, height: number) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | null = null;

/** Slots whose nearness changed and whose rows have not switched yet, oldest first. */
const waiting = new Map<Element, { near: boolean; run: () => void }>();
let draining = false;
/** Rows switched per frame. */
const SWITCH_BATCH = 6;

/**
 * Switches waiting rows a few per frame. A fast scroll or a drag's autoscroll brings a dozen rows
 * near at once; switching them in one render made one long frame (each new sortable row also has
 * dnd-kit measure every droppable again). Rows come near a screen and a half ahead of the
 * viewport, so a few per frame still have them ready before they show.
 */
function drainSoon(): void {
  if (draining) return;
  draining = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      draining = false;
      // Rows coming near first: they may be needed soon; rows leaving only free memory.
      const all = [...waiting];
      const batch = [...all.filter(([, w]) => w.near), ...all.filter(([, w]) => !w.near)].slice(
        0,
        SWITCH_BATCH,
      );
      for (const [element] of batch) waiting.delete(element);
      startTransition(() => {
        for (const [, w] of batch) w.run();
      });
      if (waiting.size > 0) drainSoon();
    }),
  );
}

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const listener = listeners.get(entry.target);
        if (!listener) continue;
        const { isIntersecting, boundingClientRect } = entry;
        waiting.set(entry.target, {
          near: isIntersecting,
          run: () => listener(isIntersecting, boundingClientRect.height),
        });
      }
      if (waiting.size > 0) drainSoon();
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
      setState((old) => (old.near === near ? old : { near, height: near ? old.height : height })),
    );
    shared().observe(element);
    return () => {
      shared().unobserve(element);
      listeners.delete(element);
      waiting.delete(element);
    };
  }, [ref]);
  return state;
}
