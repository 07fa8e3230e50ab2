import { instantOfLocalTime, localParts } from '@cairn/core';

/**
 * The start and end pickers show wall-clock time in the survey's zone, whatever the author's own
 * zone: a picker value is a plain local date whose fields are that wall time.
 */
export function wallDateOf(iso: string | null | undefined, zone: string): Date | null {
  if (!iso) return null;
  const p = localParts(Date.parse(iso), zone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** The stored ISO instant (UTC) of a picker's wall time in the zone; null for an empty picker. */
export function isoOfWallDate(wall: Date | null | undefined, zone: string): string | null {
  if (!wall) return null;
  const instant = instantOfLocalTime(
    {
      year: wall.getFullYear(),
      month: wall.getMonth() + 1,
      day: wall.getDate(),
      hour: wall.getHours(),
      minute: wall.getMinutes(),
    },
    zone,
  );
  return new Date(instant).toISOString();
}

/** Every zone the browser knows, labelled with its current UTC offset, the default first. */
export function timeZoneOptions(
  now: number,
  preferred: readonly string[],
): { value: string; label: string }[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...preferred, ...all])];
  return zones.map((zone) => ({ value: zone, label: `${zone} (UTC${offsetLabel(now, zone)})` }));
}

function offsetLabel(now: number, zone: string): string {
  const p = localParts(now, zone);
  const minutes = Math.round(
    (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(now / 60_000) * 60_000) / 60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
