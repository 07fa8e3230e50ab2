/**
 * The node's setting over the type's defaults, without zod (the respondent entry must not carry
 * it): a stored value is used when it has the default's kind, else the default. Keys the defaults
 * do not name pass through unchecked, so renderers read optional extras defensively.
 */
export function readSetting<S extends object>(defaults: S, raw: Record<string, unknown>): S {
  const merged: Record<string, unknown> = { ...raw };
  for (const [key, fallback] of Object.entries(defaults)) {
    merged[key] = fits(raw[key], fallback) ? raw[key] : fallback;
  }
  return merged as S;
}

function fits(value: unknown, fallback: unknown): boolean {
  if (value === undefined) return false;
  // Nullable settings (open-text limits, date bounds) default to null and hold a number or text.
  if (fallback === null) return value === null || typeof value === 'number' || typeof value === 'string';
  if (value === null) return false;
  if (Array.isArray(fallback)) return Array.isArray(value);
  if (typeof fallback === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === typeof fallback;
}

/** A number from a loosely typed record (option settings), or the fallback. */
export function numberIn(record: Record<string, unknown>, key: string, fallback: number | null = null) {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function stringsIn(record: Record<string, unknown>, key: string): string[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
