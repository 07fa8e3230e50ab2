/** Browser storage keys of the session besides the tokens (spec doc 1 §3 "Stored values"). */
export const PERMISSION_KEY = 'permission';
/** The cross table screen's chosen variables (sessionStorage; features/report/cross/cross-storage.ts). */
export const CROSS_CODE_KEY = 'crossCode';

/** Removes a stored value from both storages: crossCode lives in sessionStorage, the rest in localStorage. */
export function removeStored(key: string): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      globalThis[storage]?.removeItem(key);
    } catch {
      // Storage may be blocked; nothing was stored then.
    }
  }
}
