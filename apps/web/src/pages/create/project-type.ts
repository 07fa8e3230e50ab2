import { ProjectType } from '@cairn/contract';

/** The `{projectType}` of /create/{projectType}: 0 survey, 1 discussion; anything else is null. */
export function parseProjectType(raw: string | undefined): ProjectType | null {
  if (raw === String(ProjectType.SURVEY)) return ProjectType.SURVEY;
  if (raw === String(ProjectType.DISCUSSION)) return ProjectType.DISCUSSION;
  return null;
}
