import type { MoveProjectsBody } from '@cairn/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { findOwnFolder } from './folder-repo.ts';
import { loadSurveyForAction } from './survey-access.ts';

/**
 * Files projects in one of the caller's folders, or takes them out of any folder (folderId 0).
 * Needs the manage right on every project; one refusal (A1100, A5202) moves none of them.
 * Another user's folder is A0404.
 */
export async function moveProjects(deps: { db: Db }, auth: { userId: number }, input: MoveProjectsBody) {
  if (input.folderId !== 0) await findOwnFolder(deps.db, auth.userId, input.folderId);
  const ids: number[] = [];
  for (const code of new Set(input.codes)) {
    const { survey } = await loadSurveyForAction(deps, auth, code, 'manage');
    ids.push(survey.id);
  }
  await deps.db
    .update(surveys)
    .set({ folderId: input.folderId === 0 ? null : input.folderId })
    .where(inArray(surveys.id, ids));
}
