import type { ProjectRights } from '@cairn/contract';
import type { PermissionRequirement } from '../../features/session/permission-check.ts';
import { PROJECT_CODES, projectAllows } from '../../features/session/project-permission.ts';

export type ProjectTabKey = 'design' | 'flow' | 'setting' | 'theme' | 'interviewee' | 'launch' | 'report';

export interface ProjectTabDef {
  key: ProjectTabKey;
  /** Path under /project/{code}/. */
  path: string;
  /** The codes the tab needs besides reading the project (the permission directive decides). */
  codes?: PermissionRequirement;
  /** Without that right: hidden, or shown and answering a message instead of opening. */
  whenDenied?: 'hide' | 'message';
  /** Whether its screen exists; a tab without a screen is not shown (flip when it is built). */
  built: boolean;
}

/** Spec doc 1 §2 "Project header tabs" and §6: survey and interview tabs, in their order. */
export const SURVEY_TABS: readonly ProjectTabDef[] = [
  { key: 'design', path: 'design', built: true },
  { key: 'flow', path: 'flow', codes: PROJECT_CODES.edit, whenDenied: 'hide', built: true },
  { key: 'setting', path: 'setting', built: true },
  { key: 'theme', path: 'theme', codes: PROJECT_CODES.edit, whenDenied: 'hide', built: true },
  { key: 'launch', path: 'launch', built: true },
  { key: 'report', path: 'report', codes: PROJECT_CODES.report, whenDenied: 'message', built: true },
];

export const INTERVIEW_TABS: readonly ProjectTabDef[] = [
  { key: 'setting', path: 'setting', built: true },
  { key: 'design', path: 'design', built: true },
  { key: 'interviewee', path: 'user', codes: PROJECT_CODES.edit, whenDenied: 'hide', built: true },
  { key: 'launch', path: 'launch', built: true },
  // An interview's responses are ordinary responses of the project: the survey report reads them.
  { key: 'report', path: 'report', codes: PROJECT_CODES.report, whenDenied: 'message', built: true },
];

export interface ProjectTab {
  key: ProjectTabKey;
  path: string;
  /** Set when the tab shows but may not open: the message to show instead (spec: 暂无查看报表权限). */
  denied?: 'noReportRight';
}

/**
 * The header's tabs for the caller's codes on this project (a pure decision, unit-tested): `held`
 * are the session's codes, `rights` what the server's policy granted on the project.
 */
export function projectTabs(
  projectType: 0 | 1,
  held: readonly string[],
  rights: Pick<ProjectRights, 'edit' | 'report' | 'launch'>,
  defs: readonly ProjectTabDef[] = projectType === 1 ? INTERVIEW_TABS : SURVEY_TABS,
): ProjectTab[] {
  const tabs: ProjectTab[] = [];
  for (const def of defs) {
    if (!def.built) continue;
    const allowed = def.codes === undefined || projectAllows(held, rights, def.codes);
    if (allowed) tabs.push({ key: def.key, path: def.path });
    else if (def.whenDenied === 'message')
      tabs.push({ key: def.key, path: def.path, denied: 'noReportRight' });
  }
  return tabs;
}
