import {
  RESPONDENT_FILE_LINK_TTL_MS,
  type RespondentFileLink,
  type RespondentFileSignBody,
} from '@cairn/contract';
import { and, eq } from 'drizzle-orm';
import { respondentFiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { signFileUrl } from '../files/signed-url.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

/**
 * A short-lived link to a file a respondent uploaded, for whoever may see the survey's reports
 * (the policy's `report` action: A4000 for anyone else). A key of another survey is A0404, like a
 * missing one, so keys cannot be probed through a survey one may read.
 */
export async function signRespondentFile(
  deps: AppDeps,
  userId: number,
  body: RespondentFileSignBody,
): Promise<RespondentFileLink> {
  const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'report');
  const [row] = await deps.db
    .select()
    .from(respondentFiles)
    .where(and(eq(respondentFiles.surveyId, survey.id), eq(respondentFiles.storageKey, body.key)));
  if (!row) throw new AppError('A0404');
  return {
    url: signFileUrl(deps, row.storageKey, RESPONDENT_FILE_LINK_TTL_MS),
    name: row.originalName,
    size: row.size,
    contentType: row.contentType,
    nodeId: row.nodeId,
    responseId: row.responseId,
  };
}
