/** localStorage keys of the session besides the tokens (spec doc 1 §3 "Stored values"). */
export const PERMISSION_KEY = 'permission';
export const CROSS_CODE_KEY = 'crossCode';

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage may be blocked; nothing was stored then.
  }
}
