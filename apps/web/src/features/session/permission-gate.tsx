import type { ProjectRights } from '@cairn/contract';
import type { ReactNode } from 'react';
import { type PermissionRequirement, permissionAllows } from './permission-check.ts';
import { projectAllows } from './project-permission.ts';
import { useSessionStore } from './session-store.ts';

type Rights = Pick<ProjectRights, 'edit' | 'report' | 'launch'>;

/**
 * Whether the caller holds every code of the requirement (org/permission's codes); on a project
 * (`project` = its base info's rights) the project codes are the ones granted on that project.
 */
export function usePermission(required: PermissionRequirement, project?: Rights): boolean {
  const held = useSessionStore((s) => s.permissions);
  return project ? projectAllows(held, project, required) : permissionAllows(held, required);
}

/** The codes the caller holds, for decisions over many elements at once (the project tabs). */
export function useHeldPermissions(): readonly string[] {
  return useSessionStore((s) => s.permissions);
}

/**
 * The permission directive as a component: renders its children only when the caller holds every
 * listed code (nested lists included); a requirement of the wrong shape renders nothing and logs.
 */
export function Permission({
  codes,
  project,
  children,
}: {
  codes: PermissionRequirement;
  project?: Rights;
  children: ReactNode;
}) {
  return usePermission(codes, project) ? children : null;
}
