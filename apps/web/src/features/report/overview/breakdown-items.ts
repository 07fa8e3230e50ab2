import type { BreakdownItem } from '@cairn/contract';
import type { TFunction } from 'i18next';

/** Device and source breakdowns as named chart slices ('' = unknown device / the plain link). */
export function deviceSlices(items: readonly BreakdownItem[], t: TFunction) {
  const known = ['phone', 'tablet', 'pc'] as const;
  const keyOf = (key: string) => known.find((k) => k === key) ?? 'unknown';
  return items.map((i) => ({
    name: t(`reportOverview.device.${keyOf(i.key)}`) as string,
    value: i.count,
  }));
}

export function sourceSlices(items: readonly BreakdownItem[], t: TFunction) {
  return items.map((i) => ({
    name: i.name ?? (i.key === '' ? t('reportOverview.direct') : i.key),
    value: i.count,
  }));
}
