import { type ProjectRecord, SurveyStatus } from '@cairn/contract';

/** What the list says about a project's publishing state (spec doc 1 §4 "Survey status"). */
export type StatusKind = 'unpublished' | 'collecting' | 'modified' | 'ended';

/** antd Badge status of each kind: grey, pulsing, warning, stopped. */
export const STATUS_BADGE = {
  unpublished: 'default',
  collecting: 'processing',
  modified: 'warning',
  ended: 'error',
} as const satisfies Record<StatusKind, 'default' | 'processing' | 'warning' | 'error' | 'success'>;

/**
 * The spec ties "modified, not published" to a *published* survey with the relaunch flag. An
 * ended survey with edits stays "ended": it is not collecting either way, and the next publish
 * reopens it with the edits.
 */
export function statusKindOf(record: Pick<ProjectRecord, 'status' | 'relaunch'>): StatusKind {
  if (record.status === SurveyStatus.PUBLISHED) return record.relaunch ? 'modified' : 'collecting';
  if (record.status === SurveyStatus.ENDED) return 'ended';
  return 'unpublished';
}
