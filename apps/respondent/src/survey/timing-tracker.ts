/**
 * Per-question time on screen. A page's time runs from showing it until it leaves (another page,
 * the end) and stops while the tab is hidden; it counts for every question on the page, so with
 * one question per page each question's time is exact. Revisits add up. The tracker holds only
 * what was measured since the last `take`; the draft holds the totals.
 */
export interface TimingTracker {
  /** These question keys are now on screen (ends the previous page). An empty list: nothing is. */
  show(keys: readonly string[]): void;
  /** The tab was hidden (pause) or shown again. */
  setVisible(visible: boolean): void;
  /** Time measured since the last take, by key; the page on screen keeps running from now. */
  take(): Record<string, number>;
}

export function timingTracker(now: () => number = Date.now): TimingTracker {
  let keys: readonly string[] = [];
  let since: number | null = null;
  let visible = true;
  let pending: Record<string, number> = {};

  const settle = () => {
    if (since === null) return;
    const at = now();
    const elapsed = Math.max(0, at - since);
    if (elapsed > 0) pending = addTimings(pending, Object.fromEntries(keys.map((key) => [key, elapsed])));
    since = at;
  };

  return {
    show(next) {
      settle();
      keys = [...next];
      since = visible && keys.length > 0 ? now() : null;
    },
    setVisible(next) {
      if (next === visible) return;
      settle();
      visible = next;
      since = visible && keys.length > 0 ? now() : null;
    },
    take() {
      settle();
      const out = pending;
      pending = {};
      return out;
    },
  };
}

/** Sums two timing records key by key. */
export function addTimings(
  total: Readonly<Record<string, number>> | undefined,
  more: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = { ...total };
  for (const [key, ms] of Object.entries(more)) out[key] = Math.round((out[key] ?? 0) + ms);
  return out;
}
