import { hasPermission, Role } from '@cairn/contract';

/**
 * The one place that decides whether a user may touch a resource (a survey, a dashboard, a
 * library item). Routes load the facts (subject.ts, and the resource's owner, tenant and
 * shares) and ask here; nothing decides access ad hoc. Pure, so every rule has a unit test.
 */
export type Action = 'read' | 'edit' | 'report' | 'launch' | 'manage';

export interface Subject {
  userId: number;
  organizationId: number | null;
  departmentId: number | null;
  role: Role;
  permissions: readonly string[];
}

export interface Share {
  userId: number;
  edit: boolean;
  report: boolean;
  launch: boolean;
}

export interface ResourceFacts {
  ownerId: number;
  /** The organisation and department the resource belongs to (its owner's, when created). */
  organizationId: number | null;
  departmentId: number | null;
  shares: readonly Share[];
}

export type DenialCode = 'A0403' | 'A5211' | 'A4000' | 'A5202';
export type Decision = { allowed: true } | { allowed: false; code: DenialCode };

/** The catalogue code for being refused each action: A5211 edit, A4000 report, A5202 launch/manage. */
const denial: Record<Action, DenialCode> = {
  read: 'A0403',
  edit: 'A5211',
  report: 'A4000',
  launch: 'A5202',
  manage: 'A5202',
};

const orgCodes: Record<Exclude<Action, 'manage'>, string> = {
  read: 'ORG_PROJECT_VIEW',
  edit: 'ORG_PROJECT_EDIT',
  report: 'ORG_PROJECT_REPORT',
  launch: 'ORG_PROJECT_LAUNCH',
};
const departmentCodes: Record<Exclude<Action, 'manage'>, string> = {
  read: 'DP_PROJECT_VIEW',
  edit: 'DP_PROJECT_EDIT',
  report: 'DP_PROJECT_REPORT',
  launch: 'DP_PROJECT_LAUNCH',
};

function sharedRight(share: Share, action: Action): boolean {
  switch (action) {
    case 'read':
      return true;
    case 'edit':
      return share.edit;
    case 'report':
      return share.report;
    case 'launch':
      return share.launch;
    default:
      return false; // sharing never hands over deletion, sharing on, or handover
  }
}

function isAllowed(subject: Subject, resource: ResourceFacts, action: Action): boolean {
  if (resource.ownerId === subject.userId) return true;
  const share = resource.shares.find((s) => s.userId === subject.userId);
  if (share && sharedRight(share, action)) return true;
  // Organisation rights never cross tenants: both sides must name the same organisation.
  const sameOrg = subject.organizationId !== null && subject.organizationId === resource.organizationId;
  if (!sameOrg) return false;
  if (action === 'manage') return subject.role === Role.ORGANIZE_ADMIN;
  if (hasPermission(subject.permissions, [orgCodes[action]])) return true;
  const sameDepartment = subject.departmentId !== null && subject.departmentId === resource.departmentId;
  return sameDepartment && hasPermission(subject.permissions, [departmentCodes[action]]);
}

export function decide(subject: Subject, resource: ResourceFacts, action: Action): Decision {
  return isAllowed(subject, resource, action) ? { allowed: true } : { allowed: false, code: denial[action] };
}
