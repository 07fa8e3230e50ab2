import { PERMISSION_KEY, removeStored } from './storage-keys.ts';

/**
 * Caches the caller's permission codes (from GET org/permission) as an array of strings under
 * `permission` (spec doc 1 §6), so a reload shows permission-bound elements before the call answers.
 */
export function cachePermissions(codes: readonly string[]): void {
  try {
    localStorage.setItem(PERMISSION_KEY, JSON.stringify(codes));
  } catch {
    // Storage may be blocked; the codes then live in the session store only.
  }
}

export function readCachedPermissions(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PERMISSION_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function clearPermissions(): void {
  removeStored(PERMISSION_KEY);
}
