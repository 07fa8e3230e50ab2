import {
  hasPermission,
  type OwnProjectCode,
  type ProjectRights,
  ProjectType,
  SurveyStatus,
} from '@cairn/contract';

/** The row actions of the project list besides opening (anyone who sees a project may open it). */
export type RowAction =
  | 'copy'
  | 'rename'
  | 'offline'
  | 'withdrawOffline'
  | 'move'
  | 'share'
  | 'handover'
  | 'delete';

/** The account right (org/permission codes) an action needs besides the rights on the project. */
const ACCOUNT_RIGHT: Partial<Record<RowAction, OwnProjectCode>> = {
  copy: 'PROJECT_CREATE',
  share: 'PROJECT_SHARE',
  handover: 'PROJECT_HANDOVER',
};

/**
 * The actions the caller's rights on a project allow, in menu order. Copying needs only read
 * access (the copy is the caller's); renaming needs edit; filing, sharing, handing over and
 * deleting need manage (spec: shares never carry manage). Copying, sharing and handing over also
 * need the caller's own-project right (`held`: a member an admin restricted lacks it; the server
 * refuses with A5202). Actions the caller may not take are left out rather than greyed, so a
 * shared project's menu stays short. A published interview project's editors may also download its
 * offline interview file (issue 24; the server also lets its hosts, from their own pages), and
 * withdraw every offline file issued for it so far.
 */
export function rowActionsFor(
  rights: ProjectRights,
  held: readonly string[],
  project?: { projectType: number; status: number },
): RowAction[] {
  const actions: RowAction[] = ['copy'];
  if (rights.edit) actions.push('rename');
  if (rights.edit && project?.projectType === ProjectType.DISCUSSION) {
    if (project.status === SurveyStatus.PUBLISHED) actions.push('offline');
    // Files handed out stay live for 30 days, also after the project ended: withdrawable any time.
    actions.push('withdrawOffline');
  }
  if (rights.manage) actions.push('move', 'share', 'handover', 'delete');
  return actions.filter((action) => {
    const code = ACCOUNT_RIGHT[action];
    return !code || hasPermission(held, [code]);
  });
}

/** The rights a shared project gives the caller, for the list's rights tags. */
export function grantedRights(rights: ProjectRights): ('edit' | 'report' | 'launch')[] {
  return (['edit', 'report', 'launch'] as const).filter((r) => rights[r]);
}
