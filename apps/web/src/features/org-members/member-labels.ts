import type { TFunction } from 'i18next';

/** Message keys of the roles, by role number (0 default, 1 organisation admin, 2 department admin, 3 member). */
export const ROLE_KEYS = ['personal', 'orgAdmin', 'deptAdmin', 'member'] as const;

/** The role's name in the caller's language. */
export const roleLabel = (t: TFunction, role: number): string =>
  t(`orgMembers.roleName.${ROLE_KEYS[role] ?? 'member'}`);

/** What the role holds, in words. */
export const roleHolds = (t: TFunction, role: number): string =>
  t(`orgMembers.roleHolds.${ROLE_KEYS[role] ?? 'member'}`);
