import { type ProjectRecord, ProjectType, SurveyStatus } from '@cairn/contract';

/** What the list says about a project's publishing state (spec doc 1 §4 "Survey status"). */
export type StatusKind = 'unpublished' | 'collecting' | 'modified' | 'ended' | 'published' | 'closed';

/** antd Badge status of each kind: grey, pulsing, warning, stopped. */
export const STATUS_BADGE = {
  unpublished: 'default',
  collecting: 'processing',
  modified: 'warning',
  ended: 'error',
  published: 'success',
  closed: 'error',
} as const satisfies Record<StatusKind, 'default' | 'processing' | 'warning' | 'error' | 'success'>;

/**
 * The spec ties "modified, not published" to a *published* survey with the relaunch flag. An
 * ended survey with edits stays "ended": it is not collecting either way, and the next publish
 * reopens it with the edits.
 *
 * An interview project (spec doc 1: interview status 0 unpublished, 1 and 2 shown as published,
 * 3 closed) keeps the survey's stored statuses — its hosts' sessions, not the project, say whether
 * anyone is being interviewed — so published reads 'published' (not 'collecting'), and a project
 * ended through project/status (stored 2, the survey's "ended") reads 'closed'.
 */
export function statusKindOf(
  record: Pick<ProjectRecord, 'status' | 'relaunch'> & { projectType?: number },
): StatusKind {
  const interview = record.projectType === ProjectType.DISCUSSION;
  if (record.status === SurveyStatus.PUBLISHED)
    return record.relaunch ? 'modified' : interview ? 'published' : 'collecting';
  if (record.status === SurveyStatus.ENDED) return interview ? 'closed' : 'ended';
  return 'unpublished';
}
