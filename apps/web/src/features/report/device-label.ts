import type { TFunction } from 'i18next';

/** The devices a response records (the respondent app's classification). */
export const DEVICES = ['pc', 'phone', 'tablet'] as const;

/**
 * A device as people read it (电脑 / Computer…), the one wording of the response table, the
 * response detail, the filters and the overview chart. No device recorded is "—"; a value this
 * version does not know is "unknown".
 */
export function deviceLabel(device: string | null | undefined, t: TFunction): string {
  if (device === null || device === undefined) return '—';
  const known = DEVICES.find((d) => d === device);
  return t(`reportOverview.device.${known ?? 'unknown'}`) as string;
}
