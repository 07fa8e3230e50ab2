import type { Lang, LibraryQuestionRef } from '@cairn/contract';
import type { QuestionSnapshot } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadLibrarySubject, requireItem } from './library-scope.ts';
import { findLibraryQuestions, snapshotOf } from './question-records.ts';
import { findSystemQuestion } from './system/catalogue.ts';

/**
 * The snapshots `nodes/library` inserts, in the order given (an id twice inserts it twice):
 * saved questions the caller may read, system questions in the caller's language. Any other
 * id or key is A0404, so others' ids look like missing ones.
 */
export async function resolveSnapshots(
  db: Db,
  userId: number,
  refs: readonly LibraryQuestionRef[],
  lang: Lang,
): Promise<QuestionSnapshot[]> {
  const ids = refs.filter((ref): ref is number => typeof ref === 'number');
  const rows = ids.length > 0 ? await findLibraryQuestions(db, ids) : [];
  const subject = ids.length > 0 ? await loadLibrarySubject(db, userId) : undefined;
  return refs.map((ref) => {
    if (typeof ref === 'string') {
      const system = findSystemQuestion(ref, lang);
      if (!system) throw new AppError('A0404', `system question ${ref}`);
      // A copy: the catalogue is built once and shared; rows made from it must not alias it.
      return structuredClone(system.snapshot);
    }
    const row = rows.find((r) => r.id === ref);
    requireItem(subject!, row, 'read');
    return snapshotOf(row);
  });
}
