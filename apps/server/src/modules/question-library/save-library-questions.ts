import { FOLDER_UNCLASSIFIED, type Lang, type LibraryQuestion, QUESTION_LIBRARY_MAX } from '@cairn/contract';
import {
  type NodeRecord,
  type OptionRecord,
  type QuestionSnapshot,
  snapshotOfQuestion,
  toPlainText,
} from '@cairn/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { libraryQuestions, nodes, options } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { ensureDefaultQuestionFolder, findQuestionFolder } from './folder-repo.ts';
import {
  isSameLibrary,
  type LibraryScope,
  libraryQuestionsIn,
  loadLibrarySubject,
  requireItem,
  requireLibrary,
  scopeOfItem,
} from './library-scope.ts';
import { toLibraryQuestion } from './question-records.ts';

export interface SaveInput {
  surveyCode: string;
  nodeIds: readonly number[];
  dataType: number;
  /** Absent: the default folder; 0: unclassified. */
  folderId?: number | undefined;
}

/** The folder new questions go to, checked to be one the caller may fill in this library. */
async function targetFolder(deps: AppDeps, userId: number, scope: LibraryScope, folderId?: number) {
  if (folderId === undefined) return (await ensureDefaultQuestionFolder(deps.db, scope, deps.now())).id;
  if (folderId === FOLDER_UNCLASSIFIED) return null;
  const folder = await findQuestionFolder(deps.db, folderId);
  requireItem(await loadLibrarySubject(deps.db, userId), folder, 'edit');
  if (!isSameLibrary(scopeOfItem(folder), scope))
    throw new AppError('A0400', 'the folder belongs to another library');
  return folder.id;
}

/** Table rows as core's records: the same fields, only the timestamp and JSON columns typed. */
const nodeRecordOf = (row: typeof nodes.$inferSelect): NodeRecord => ({
  ...row,
  setting: row.setting as Record<string, unknown>,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  trash: row.trash as NodeRecord['trash'],
});
const optionRecordOf = (row: typeof options.$inferSelect): OptionRecord => ({
  ...row,
  setting: row.setting as Record<string, unknown>,
});

/** Snapshots of the survey's questions, in the order asked; A0404 for one that is not there. */
async function snapshotsOf(
  db: Db,
  surveyId: number,
  nodeIds: readonly number[],
): Promise<QuestionSnapshot[]> {
  const ids = [...new Set(nodeIds)];
  const [nodeRows, optionRows] = await Promise.all([
    db
      .select()
      .from(nodes)
      .where(and(eq(nodes.surveyId, surveyId), inArray(nodes.id, ids))),
    db
      .select()
      .from(options)
      .where(and(eq(options.surveyId, surveyId), inArray(options.nodeId, ids))),
  ]);
  return ids.map((id) => {
    const row = nodeRows.find((n) => n.id === id);
    if (!row) throw new AppError('A0404', `question ${id} is not in this survey`);
    const made = snapshotOfQuestion(
      nodeRecordOf(row),
      optionRows.filter((o) => o.nodeId === id).map(optionRecordOf),
    );
    if (!made.ok) throw new AppError(made.issue.code === 'A0404' ? 'A0404' : 'A0400', made.issue.message);
    return made.snapshot;
  });
}

/**
 * `POST library` and `library/batch`: copies questions of a survey the caller may read into a
 * library they may change, as snapshots (later edits of the survey do not touch them). Checks
 * the library first (A0403), then the survey (A1100, A0403), the questions (A0404, A0400), the
 * folder and the library's room (A0218). All or nothing.
 */
export async function saveLibraryQuestions(
  deps: AppDeps,
  userId: number,
  input: SaveInput,
  lang: Lang,
): Promise<LibraryQuestion[]> {
  const scope = requireLibrary(await loadLibrarySubject(deps.db, userId), input.dataType, 'edit');
  const { survey } = await loadSurveyForAction(deps, { userId }, input.surveyCode, 'read');
  const snapshots = await snapshotsOf(deps.db, survey.id, input.nodeIds);
  const folderId = await targetFolder(deps, userId, scope, input.folderId);
  const [held] = await deps.db.select({ n: count() }).from(libraryQuestions).where(libraryQuestionsIn(scope));
  if ((held?.n ?? 0) + snapshots.length > QUESTION_LIBRARY_MAX)
    throw new AppError('A0218', `at most ${QUESTION_LIBRARY_MAX} questions`);
  const now = deps.now();
  const rows = await deps.db
    .insert(libraryQuestions)
    .values(
      snapshots.map((snapshot) => ({
        ownerId: userId,
        organizationId: scope.organizationId,
        dataType: scope.dataType,
        folderId,
        type: snapshot.type,
        plainTitle: toPlainText(snapshot.title).slice(0, 1000),
        snapshot,
        createdAt: new Date(now),
      })),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id).map((row) => toLibraryQuestion(row, lang));
}
