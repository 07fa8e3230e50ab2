import type { AnswerRemoveBody, AnswerRemoved } from '@cairn/contract';
import { ZAnswerRemoveBody } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles, responseLogs, responses } from '../../db/schema/index.ts';
import type { FileStorage } from '../files/storage.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { adjustQuotaPlaces } from '../settings/quota-release.ts';
import { lockAnswers } from './lock-answers.ts';

/**
 * Deletes responses for good (report right), with the files their respondents uploaded, and logs
 * each deletion with the status it had. As in clear-project, rows go first in one transaction and
 * bytes after: a failure between leaves unreachable bytes, never a reference to missing ones.
 * A deleted complete response gives its quota places back.
 */
export async function removeAnswers(
  deps: { db: Db; storage: FileStorage; now: () => number },
  auth: { userId: number },
  input: AnswerRemoveBody,
): Promise<AnswerRemoved> {
  const body = ZAnswerRemoveBody.parse(input);
  const { survey } = await loadSurveyForAction(deps, auth, body.surveyCode, 'report');
  const at = new Date(deps.now());
  const keys = await deps.db.transaction(async (tx) => {
    const rows = await lockAnswers(tx, survey.id, body.ids);
    const files = await tx
      .delete(respondentFiles)
      .where(and(eq(respondentFiles.surveyId, survey.id), inArray(respondentFiles.responseId, body.ids)))
      .returning({ key: respondentFiles.storageKey });
    const complete = rows.filter((row) => row.status === 'complete').map((row) => row.id);
    await adjustQuotaPlaces(tx, survey.id, complete, -1);
    await tx.delete(responses).where(and(eq(responses.surveyId, survey.id), inArray(responses.id, body.ids)));
    await tx.insert(responseLogs).values(
      rows.map((row) => ({
        surveyId: survey.id,
        responseId: row.id,
        action: 'delete' as const,
        fromStatus: row.status,
        toStatus: null,
        reason: body.reason,
        userId: auth.userId,
        createdAt: at,
      })),
    );
    return files.map((file) => file.key);
  });
  for (const key of keys) await deps.storage.remove(key);
  return { removed: body.ids.length };
}
