import dayjs from 'dayjs';

/** Times and durations of the response screens; numeric formats read the same in both languages. */
export const formatTime = (iso: string | null): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';

/** 75 500 ms → "1:15"; an hour and more → "1:02:03"; null → "—". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A short form of a response id for the table (the full id is in its title and the drawer). */
export const shortId = (id: string): string => id.slice(0, 8);
