/** Formatting of the overview figures (pure; unit-tested). */

/** A rate 0–1 as a percent with one decimal; '—' when there is none. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** A duration as h:mm:ss or m:ss (durations of surveys are minutes, not days); '—' when none. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
