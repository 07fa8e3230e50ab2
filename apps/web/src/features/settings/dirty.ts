/**
 * The keys whose value differs from the loaded one (values compared as JSON: arrays and dates
 * serialised), so a form saves only what the author changed and knows whether anything did.
 */
export function changedValues<T extends Record<string, unknown>>(
  initial: T,
  current: Partial<T>,
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    const a = normalise(initial[key]);
    const b = normalise(current[key]);
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = current[key];
  }
  return out;
}

/** Empty text and a missing value mean the same for a form. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  return value;
}
