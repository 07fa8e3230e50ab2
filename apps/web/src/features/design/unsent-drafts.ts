/**
 * Typed text not yet handed to the edit queue: a title or a setting waiting out its save pause.
 * The queue only learns of it when the pause ends, so a reload in that window would lose it
 * silently; the design screen asks this registry as well as the queue before letting the page go.
 */
const waiting = new Set<object>();
const listeners = new Set<() => void>();

export const unsentDrafts = {
  /** `owner` (one per field) has text waiting (`true`) or has handed it over / dropped it. */
  set(owner: object, isWaiting: boolean): void {
    if (waiting.has(owner) === isWaiting) return;
    if (isWaiting) waiting.add(owner);
    else waiting.delete(owner);
    for (const listener of listeners) listener();
  },
  any: (): boolean => waiting.size > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
