import {
  type DiscussionGroup,
  type DiscussionSaveBody,
  type DiscussionSettings,
  discussionRollApi,
  fillPath,
  type GroupUpdateBody,
  type Interviewee,
  type RollClearBody,
  type RollGroups,
  type RollImportReport,
  type RollListBody,
  type RollPage,
  type RollUpdateBody,
} from '@cairn/contract';
import { api } from '../client.ts';
import { downloadFile, saveBlob } from '../download-file.ts';
import { toFormData } from '../multipart.ts';

/** The interviewee roll's calls (contract discussion/roll-calls.ts, issue 24). */

/** The import's file codes are shown by the import dialog itself (its own error line). */
export const ROLL_IMPORT_CODES = ['A0106', 'A0107', 'A0108', 'A0109', 'A0110', 'A0111', 'A0112'] as const;
/** Shown by the edit drawer and the group forms on their fields. */
export const ROLL_FORM_CODES = ['A5510', 'A5511'] as const;

export function fetchDiscussion(surveyCode: string): Promise<DiscussionSettings> {
  return api.call(discussionRollApi.settings, { surveyCode });
}

export function saveDiscussion(body: DiscussionSaveBody): Promise<DiscussionSettings> {
  return api.call(discussionRollApi.save, body);
}

export function fetchRoll(body: RollListBody): Promise<RollPage> {
  return api.call(discussionRollApi.list, body);
}

export function clearRoll(body: RollClearBody): Promise<{ removed: number }> {
  return api.call(discussionRollApi.clear, body);
}

export function updateInterviewee(body: RollUpdateBody): Promise<Interviewee> {
  return api.call(discussionRollApi.update, body, { handles: ROLL_FORM_CODES });
}

/** Imports a roll file; `onProgress` is told how much of it was sent (0–1). */
export function importRoll(
  surveyCode: string,
  file: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<RollImportReport> {
  return api.call(
    discussionRollApi.importRoll,
    { surveyCode },
    {
      form: toFormData([{ name: 'file', file, fileName }]),
      handles: ROLL_IMPORT_CODES,
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    },
  );
}

export function fetchGroups(code: string): Promise<RollGroups> {
  return api.call(discussionRollApi.groups, { code });
}

export function createGroup(surveyCode: string, name: string): Promise<DiscussionGroup> {
  return api.call(discussionRollApi.saveGroup, { surveyCode, name }, { handles: ROLL_FORM_CODES });
}

export function updateGroup(
  body: GroupUpdateBody,
): Promise<{ group: DiscussionGroup | null; moved: number }> {
  return api.call(discussionRollApi.updateGroup, body, { handles: ROLL_FORM_CODES });
}

export function deleteGroup(surveyCode: string, id: number): Promise<{ ungrouped: number }> {
  return api.call(discussionRollApi.deleteGroup, { surveyCode, id });
}

/**
 * The roll template (an xlsx answered by GET /v1/discussion/user/import): fetched signed with the
 * session's token, since its columns are the project's, then saved by the browser.
 */
export async function downloadRollTemplate(surveyCode: string): Promise<void> {
  const { blob, fileName } = await downloadFile(
    fillPath(discussionRollApi.template, {}),
    'interviewees.xlsx',
    {
      surveyCode,
    },
  );
  saveBlob(blob, fileName);
}
