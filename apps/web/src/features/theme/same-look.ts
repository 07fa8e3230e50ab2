import { THEME_FIELDS, type Theme } from '@cairn/core';

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => equal((a as never)[k], (b as never)[k]));
}

/**
 * Whether two themes look the same (every field of THEME_FIELDS; id and name aside): a gallery
 * card is marked current only while the survey's theme still is that theme, not after edits.
 */
export function sameLook(a: Theme, b: Theme): boolean {
  return Object.keys(THEME_FIELDS).every((field) => equal(a[field as keyof Theme], b[field as keyof Theme]));
}
