/**
 * Wall-clock arithmetic in an IANA zone with nothing but Intl: the local date of an instant, and
 * the instant a local midnight begins. Formatters are cached per zone (creating one is slow).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(instant: number, zone: string): LocalParts {
  const out: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year as number,
    month: out.month as number,
    day: out.day as number,
    hour: out.hour as number,
    minute: out.minute as number,
    second: out.second as number,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
export function offsetAt(instant: number, zone: string): number {
  const p = localParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const dayKey = (p: LocalParts) => Date.UTC(p.year, p.month - 1, p.day);

/**
 * The first instant of a local date (its midnight) in the zone. Month and day may overflow
 * (month 13 is January next year), as with Date.UTC. Where midnight is skipped by a DST jump, the
 * day begins when the clock resumes; where it repeats, at the first one.
 */
export function startOfLocalDay(year: number, month: number, day: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset whenever midnight exists once (nearly always).
  let guess = wall - offsetAt(wall, zone);
  guess = wall - offsetAt(guess, zone);
  const p = localParts(guess, zone);
  if (dayKey(p) === wall && p.hour === 0 && p.minute === 0 && p.second === 0) {
    const earlier = localParts(guess - 3600_000, zone);
    return dayKey(earlier) === wall && earlier.hour === 0 && earlier.minute === 0 ? guess - 3600_000 : guess;
  }
  // Midnight skipped: the first second whose local date is the wanted one (offsets stay within ±16 h).
  let lo = Math.floor((wall - 16 * 3600_000) / 1000);
  let hi = Math.floor((wall + 16 * 3600_000) / 1000);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayKey(localParts(mid * 1000, zone)) >= wall) hi = mid;
    else lo = mid + 1;
  }
  return lo * 1000;
}

/**
 * The instant a wall-clock time in the zone names (the settings' start and end pickers show the
 * survey's zone). A time skipped by a DST jump moves forward by the jump; a repeated one takes
 * the first occurrence.
 */
export function instantOfLocalTime(
  local: Pick<LocalParts, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
  zone: string,
): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  // Repeated hour: the earlier offset of the two candidates gives the first occurrence.
  return Math.min(first, second);
}
