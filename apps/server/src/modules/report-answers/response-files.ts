import type { AnswerFile } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { respondentFiles } from '../../db/schema/index.ts';
import type { FileIndex } from './answer-text.ts';

/** The uploaded files of some responses of a survey by storage key (names for the screens). */
export async function loadFileIndex(
  db: Db,
  surveyId: number,
  responseIds: readonly string[],
): Promise<FileIndex> {
  const index = new Map<string, AnswerFile>();
  if (responseIds.length === 0) return index;
  const rows = await db
    .select({
      key: respondentFiles.storageKey,
      name: respondentFiles.originalName,
      size: respondentFiles.size,
    })
    .from(respondentFiles)
    .where(
      and(eq(respondentFiles.surveyId, surveyId), inArray(respondentFiles.responseId, [...responseIds])),
    );
  for (const row of rows) index.set(row.key, row);
  return index;
}
