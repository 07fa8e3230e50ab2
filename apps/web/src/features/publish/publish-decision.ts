import { SurveyStatus } from '@cairn/contract';

/** What the publish button needs to know (spec doc 1 §4 "Publish button"). */
export interface PublishFacts {
  status: number;
  relaunch: boolean;
  /** null: never published. */
  launchTime: number | null;
  templateId: string | null;
  /** The user's qualification certification id (0: none); null while the user is unknown. */
  recognizeId: number | null;
}

/** The published label only when status is 1 and nothing changed since; else "publish". */
export function publishLabel(f: Pick<PublishFacts, 'status' | 'relaunch'>): 'published' | 'publish' {
  return f.status === SurveyStatus.PUBLISHED && !f.relaunch ? 'published' : 'publish';
}

/**
 * What a click does: never published, or an uncertified user (recognizeId 0) on a survey made
 * from a template → the launch tab (the first publish happens there); else, when the survey is not
 * published or has changes → publish; a published survey without changes → nothing.
 */
export function publishClick(f: PublishFacts): 'launchTab' | 'publish' | 'none' {
  if (f.launchTime === null || (f.recognizeId === 0 && f.templateId !== null)) return 'launchTab';
  if (f.status !== SurveyStatus.PUBLISHED || f.relaunch) return 'publish';
  return 'none';
}

/** The launch and status loading flag stays this long (spec doc 2 §9). */
export const PUBLISH_LOADING_MS = 400;
