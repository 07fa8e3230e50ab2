import type { ProjectRights } from '@cairn/contract';
import { type PermissionRequirement, permissionAllows } from './permission-check.ts';

/**
 * The codes a project's tabs and actions state (spec doc 1 §6: flow and theme need the edit right,
 * report the report right, publish the launch right), for the one permission directive.
 */
export const PROJECT_CODES = {
  edit: ['ORG_PROJECT_EDIT'],
  report: ['ORG_PROJECT_REPORT'],
  launch: ['ORG_PROJECT_LAUNCH'],
} as const satisfies Record<'edit' | 'report' | 'launch', PermissionRequirement>;

const PROJECT_SCOPED = /^(ORG|DP)_PROJECT_/;

/**
 * The codes the caller holds on one project. The organisation-wide project codes say nothing on
 * their own about this project (it may be the caller's own, shared with them, of their department
 * or of another organisation), so they are replaced by what the server's policy granted on it
 * (`rights` of the project's base info); every other code is kept.
 */
export function projectHeld(
  held: readonly string[],
  rights: Pick<ProjectRights, 'edit' | 'report' | 'launch'>,
) {
  const out = held.filter((code) => !PROJECT_SCOPED.test(code));
  for (const right of ['edit', 'report', 'launch'] as const)
    if (rights[right]) out.push(...PROJECT_CODES[right]);
  return out;
}

/** Whether a project element with this requirement shows (permissionAllows over projectHeld). */
export function projectAllows(
  held: readonly string[],
  rights: Pick<ProjectRights, 'edit' | 'report' | 'launch'>,
  required: PermissionRequirement,
): boolean {
  return permissionAllows(projectHeld(held, rights), required);
}
