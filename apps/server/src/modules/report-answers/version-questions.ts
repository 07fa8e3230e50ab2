import type { Db } from '../../db/client.ts';
import { loadDocumentVersion } from '../publishing/survey-versions.ts';
import { type AnalysisQuestion, analysisQuestionsOf } from '../report/analysis-source.ts';

/**
 * The answerable questions of published versions. Versions are never changed once inserted, so
 * their questions are kept (per database, a few hundred versions at most) instead of parsing a
 * document of 60 questions again on every page of the table.
 */
const LIMIT = 200;
const cache = new WeakMap<Db, Map<string, AnalysisQuestion[]>>();

export async function questionsOfVersion(
  db: Db,
  surveyId: number,
  version: number,
): Promise<AnalysisQuestion[]> {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  const key = `${surveyId}:${version}`;
  const hit = entries.get(key);
  if (hit) {
    // Refresh its place: the map's order is the eviction order.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const document = await loadDocumentVersion(db, surveyId, version);
  const questions = document ? analysisQuestionsOf(document) : [];
  entries.set(key, questions);
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value as string);
  return questions;
}

/** Questions of several versions, by version. */
export async function questionsOfVersions(
  db: Db,
  surveyId: number,
  versions: Iterable<number>,
): Promise<Map<number, AnalysisQuestion[]>> {
  const out = new Map<number, AnalysisQuestion[]>();
  for (const version of new Set(versions)) out.set(version, await questionsOfVersion(db, surveyId, version));
  return out;
}
