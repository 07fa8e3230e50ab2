import dayjs from 'dayjs';

/**
 * A list timestamp: time only for today, date and time within this year, full date otherwise.
 * Numeric formats read the same in Chinese and English, so no dayjs locale is loaded.
 */
export function formatUpdateTime(epochMs: number, now: number = Date.now()): string {
  const at = dayjs(epochMs);
  const today = dayjs(now);
  if (at.isSame(today, 'day')) return at.format('HH:mm');
  if (at.isSame(today, 'year')) return at.format('MM-DD HH:mm');
  return at.format('YYYY-MM-DD');
}

/** The full timestamp, for the tooltip / title attribute. */
export const formatFullTime = (epochMs: number) => dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');
