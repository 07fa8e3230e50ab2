import type { FileSignBody } from '@cairn/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTasks, images, respondentFiles, surveyImages, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { decideLibrary } from '../../policy/library-policy.ts';
import { type Action, decide } from '../../policy/policy.ts';
import { loadLibrarySubject } from '../image-library/library-subject.ts';
import { isSurveyImageKey, keysInDesign, surveyImageKeysAmong } from '../image-library/survey-images.ts';
import { factsOf, loadShares, loadSurveyForAction } from '../projects/survey-access.ts';
import { signFileUrl } from './signed-url.ts';

/**
 * `POST files/sign`: fresh links for file keys, only for keys the caller may see. Holding a key
 * proves nothing — a respondent holds their upload's key, a collaborator whose share was removed
 * keeps the keys they saw — so each key is decided by what it is:
 * - shown by the survey named in `surveyCode` (its live design, logo, header, background, or one
 *   of its own images): the read right on that survey (A1100, A0403), since whoever may open the
 *   designer sees them, whosever library they came from;
 * - a survey image (SURVEY_IMAGE_KEY_PREFIX): the read right on a survey that holds it;
 * - an image-library image: whoever may read that library (its owner; a company library's readers);
 * - a respondent's file: the report right on its survey (as respond/files/sign);
 * - an export's file: the task's owner;
 * - anything else, or a key of someone else: A0403 for the whole call, so nothing is signed.
 */
export async function signOwnedFiles(
  deps: AppDeps,
  userId: number,
  body: FileSignBody,
): Promise<Record<string, string>> {
  let pending = [...new Set(body.keys)];
  if (body.surveyCode) {
    const { survey } = await loadSurveyForAction(deps, { userId }, body.surveyCode, 'read');
    const shown = await keysInDesign(deps.db, survey);
    pending = pending.filter((key) => !shown.has(key));
    const own = await surveyImageKeysAmong(deps.db, survey.id, pending);
    pending = pending.filter((key) => !own.has(key));
  }
  if (pending.length > 0) {
    const allowed = await keysOwnedBy(deps.db, userId, pending);
    if (pending.some((key) => !allowed.has(key))) throw new AppError('A0403');
  }
  return Object.fromEntries(body.keys.map((key) => [key, signFileUrl(deps, key)]));
}

/** Which of these keys the caller may see by their kind alone (no survey named). */
async function keysOwnedBy(db: Db, userId: number, keys: readonly string[]): Promise<Set<string>> {
  const surveyKeys = keys.filter(isSurveyImageKey);
  const otherKeys = keys.filter((key) => !isSurveyImageKey(key));
  const [surveyImageRows, libraryRows, respondentRows, exportRows, subject] = await Promise.all([
    surveyKeys.length === 0
      ? []
      : db
          .select({ key: surveyImages.storageKey, surveyId: surveyImages.surveyId })
          .from(surveyImages)
          .where(inArray(surveyImages.storageKey, surveyKeys)),
    otherKeys.length === 0
      ? []
      : db
          .select({
            key: images.storageKey,
            dataType: images.dataType,
            ownerId: images.ownerId,
            organizationId: images.organizationId,
          })
          .from(images)
          .where(inArray(images.storageKey, otherKeys)),
    otherKeys.length === 0
      ? []
      : db
          .select({ key: respondentFiles.storageKey, surveyId: respondentFiles.surveyId })
          .from(respondentFiles)
          .where(inArray(respondentFiles.storageKey, otherKeys)),
    otherKeys.length === 0
      ? []
      : db
          .select({ key: downloadTasks.fileKey })
          .from(downloadTasks)
          .where(and(inArray(downloadTasks.fileKey, otherKeys), eq(downloadTasks.userId, userId))),
    loadLibrarySubject(db, userId),
  ]);
  const allowed = new Set<string>();
  for (const row of libraryRows) if (decideLibrary(subject, row, 'read').allowed) allowed.add(row.key);
  for (const row of exportRows) if (row.key) allowed.add(row.key);
  const wanted = [
    ...surveyImageRows.map((row) => ({ ...row, action: 'read' as Action })),
    ...respondentRows.map((row) => ({ ...row, action: 'report' as Action })),
  ];
  if (wanted.length === 0) return allowed;
  const surveyIds = [...new Set(wanted.map((row) => row.surveyId))];
  const [rows, shares] = await Promise.all([
    db
      .select({
        id: surveys.id,
        ownerId: surveys.ownerId,
        organizationId: surveys.organizationId,
        departmentId: surveys.departmentId,
      })
      .from(surveys)
      .where(and(inArray(surveys.id, surveyIds), isNull(surveys.deletedAt))),
    loadShares(db, surveyIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { key, surveyId, action } of wanted) {
    const survey = byId.get(surveyId);
    if (survey && decide(subject, factsOf(survey, shares.get(surveyId) ?? []), action).allowed)
      allowed.add(key);
  }
  return allowed;
}
