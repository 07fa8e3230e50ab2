import { hasPermission, PERMISSION_MISUSE_MESSAGE } from '@cairn/contract';

/** A permission requirement as elements state it: a list of codes or a list of lists of codes. */
export type PermissionRequirement = readonly string[] | readonly (readonly string[])[];

/**
 * Whether an element tied to permissions shows (spec doc 1 §6): only when every listed code is
 * held, nested lists included. A requirement that is not a list of codes or a list of lists is a
 * mistake in the page: the element is removed (false) and the mistake logged with the spec's
 * Chinese message, so it is found in development rather than showing to everyone.
 */
export function permissionAllows(
  held: readonly string[],
  required: unknown,
  log: (message: string, value: unknown) => void = (m, v) => console.error(m, v),
): boolean {
  try {
    return hasPermission(held, required as PermissionRequirement);
  } catch {
    log(PERMISSION_MISUSE_MESSAGE, required);
    return false;
  }
}
