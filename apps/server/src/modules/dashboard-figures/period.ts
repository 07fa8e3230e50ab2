import type { Period } from '@cairn/contract';

const DAY = 86_400_000;

/** A period as submit-time bounds, `to` exclusive; null bounds are open. */
export interface Bounds {
  from: number | null;
  to: number | null;
}

export const ALL_TIME: Bounds = { from: null, to: null };

/** 'last n days' runs up to now; null is all time. */
export function boundsOf(period: Period | null, now: number): Bounds {
  if (!period) return ALL_TIME;
  if (period.kind === 'last') return { from: now - period.days * DAY, to: null };
  return { from: period.from, to: period.to };
}

/** The period of the same length just before (KPI compare); null when an end is open. */
export function previousOf(period: Period | null, now: number): Bounds | null {
  if (!period) return null;
  const { from, to } = boundsOf(period, now);
  if (from === null) return null;
  const end = to ?? now;
  return { from: from - (end - from), to: from };
}

/** The chart's own period, else the view's override, else the page's. */
export function chartPeriod(
  chartPeriod: Period | null,
  override: Period | null | undefined,
  page: Period | null,
): Period | null {
  if (chartPeriod) return chartPeriod;
  return override !== undefined ? override : page;
}
