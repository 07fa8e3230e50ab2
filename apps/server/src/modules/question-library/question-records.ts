import { FOLDER_SYSTEM, type Lang, type LibraryQuestion, type LibraryQuestionDetail } from '@cairn/contract';
import { findQuestionType, type QuestionSnapshot, ZQuestionSnapshot } from '@cairn/core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { libraryQuestions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { BuiltSystemQuestion } from './system/catalogue.ts';

export type LibraryQuestionRow = typeof libraryQuestions.$inferSelect;

/** The rows of these ids (each once); missing ids are simply absent. */
export function findLibraryQuestions(db: Db, ids: readonly number[]): Promise<LibraryQuestionRow[]> {
  return db
    .select()
    .from(libraryQuestions)
    .where(inArray(libraryQuestions.id, [...new Set(ids)]));
}

/** A stored snapshot, checked on the way out: rows are ours, but a bad one must not reach a survey. */
export function snapshotOf(row: LibraryQuestionRow): QuestionSnapshot {
  const parsed = ZQuestionSnapshot.safeParse(row.snapshot);
  if (!parsed.success) throw new AppError('A0400', `library question ${row.id} can no longer be used`);
  return parsed.data;
}

const typeName = (type: number, lang: Lang) => findQuestionType(type)?.name[lang] ?? String(type);

function summary(snapshot: QuestionSnapshot, lang: Lang) {
  return {
    type: snapshot.type,
    subType: snapshot.subType,
    typeName: typeName(snapshot.type, lang),
    title: snapshot.title,
    optionCount: snapshot.options.filter((option) => !option.isGroup).length,
  };
}

export function toLibraryQuestion(row: LibraryQuestionRow, lang: Lang): LibraryQuestion {
  return {
    id: row.id,
    system: false,
    dataType: row.dataType,
    folderId: row.folderId ?? 0,
    category: null,
    ...summary(snapshotOf(row), lang),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLibraryDetail(row: LibraryQuestionRow, lang: Lang): LibraryQuestionDetail {
  return { ...toLibraryQuestion(row, lang), question: snapshotOf(row) };
}

export function systemToLibraryQuestion(q: BuiltSystemQuestion, lang: Lang): LibraryQuestion {
  return {
    id: q.key,
    system: true,
    dataType: null,
    folderId: FOLDER_SYSTEM,
    category: q.category,
    ...summary(q.snapshot, lang),
    createdAt: null,
  };
}

export function systemToLibraryDetail(q: BuiltSystemQuestion, lang: Lang): LibraryQuestionDetail {
  return { ...systemToLibraryQuestion(q, lang), question: q.snapshot };
}
