import type { User } from '@cairn/contract';
import { PERMISSION_KEY, removeStored } from './storage-keys.ts';

/** Caches the user's permission codes as an array of strings under `permission` (spec doc 1 §6). */
export function cachePermissions(user: User): void {
  try {
    localStorage.setItem(PERMISSION_KEY, JSON.stringify(user.permissions.map((p) => p.code)));
  } catch {
    // Storage may be blocked; permissions are then read from the user record only.
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
