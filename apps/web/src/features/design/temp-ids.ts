/**
 * Ids for records the designer made before the server answered. They are negative and far from
 * any number an author types (settings may hold small negatives), so a body can be scanned for
 * them and each replaced by the real id once the server has given it.
 */
const FIRST_TEMP_ID = -1_000_000_000;

export function createTempIds() {
  let next = FIRST_TEMP_ID;
  return () => next--;
}

export function isTempId(value: unknown): value is number {
  return typeof value === 'number' && value <= FIRST_TEMP_ID;
}

/** The body with every temp id the map knows replaced by its real id (arrays and objects walked). */
export function resolveTempIds<T>(value: T, realIds: ReadonlyMap<number, number>): T {
  if (isTempId(value)) return (realIds.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => resolveTempIds(item, realIds)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = resolveTempIds(item, realIds);
    return out as T;
  }
  return value;
}

/** Whether a body still names a record the server has not made yet. */
export function hasTempIds(value: unknown): boolean {
  if (isTempId(value)) return true;
  if (Array.isArray(value)) return value.some(hasTempIds);
  if (value && typeof value === 'object') return Object.values(value).some(hasTempIds);
  return false;
}
