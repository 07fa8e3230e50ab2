import type { BreakdownItem } from '@cairn/contract';
import type { TFunction } from 'i18next';
import { deviceLabel } from '../device-label.ts';

/** Device and source breakdowns as named chart slices ('' = unknown device / the plain link). */
export function deviceSlices(items: readonly BreakdownItem[], t: TFunction) {
  return items.map((i) => ({
    name: deviceLabel(i.key, t),
    value: i.count,
  }));
}

export function sourceSlices(items: readonly BreakdownItem[], t: TFunction) {
  return items.map((i) => ({
    name: i.name ?? (i.key === '' ? t('reportOverview.direct') : i.key),
    value: i.count,
  }));
}
