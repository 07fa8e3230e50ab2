import { type CompiledSurvey, compileSurvey, NodeModel, type SurveyDocument } from '@cairn/core';
import type { Db } from '../../db/client.ts';
import type { SurveyRow } from '../projects/survey-repo.ts';
import { loadDocumentVersion } from '../publishing/survey-versions.ts';
import { loadTargetRow } from './target-query.ts';

/**
 * What every respondent call starts from: the survey by its public code, its owner's level (the
 * free cap) and the newest published document. Null when the code is unknown, binned, not a
 * survey project or never published — all "Survey not exist" to a respondent.
 */
export interface SurveyTarget {
  survey: SurveyRow;
  ownerLevel: number;
  document: SurveyDocument;
  /** Whether the survey has any quota (a submit then takes places in a transaction). */
  hasQuotas: boolean;
}

export async function loadSurveyTarget(
  db: Db,
  code: string,
  /**
   * An interview project (projectType 1) is answered only through a host's session: the respond
   * calls set this after discussion/interview-respond.ts checked the call's interview ticket.
   */
  options: { interview?: boolean } = {},
): Promise<SurveyTarget | null> {
  // The document itself comes from the per-version cache below (versions never change).
  const row = await loadTargetRow(db, code);
  const type = options.interview ? 1 : 0;
  if (!row || row.survey.deletedAt || row.survey.projectType !== type || row.latest === null) return null;
  const version = await compiledVersion(db, row.survey.id, Number(row.latest));
  if (!version) return null;
  return {
    survey: row.survey,
    ownerLevel: row.level,
    document: version.document,
    hasQuotas: Boolean(row.hasQuotas),
  };
}

/**
 * Published versions never change, so their compiled form is cached by survey id and version:
 * the re-check of every submit then skips parsing and compiling the document. Bounded (oldest
 * entry dropped first) so a server with many surveys does not grow without end. One cache per
 * database: ids restart in every test database, and a survey id names nothing outside its own.
 */
const CACHE_MAX = 200;
type Entry = { document: SurveyDocument; compiled: CompiledSurvey };
const caches = new WeakMap<Db, Map<string, Entry>>();

export async function compiledVersion(db: Db, surveyId: number, version: number): Promise<Entry | null> {
  let compiled = caches.get(db);
  if (!compiled) {
    compiled = new Map();
    caches.set(db, compiled);
  }
  const key = `${surveyId}:${version}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const document = await loadDocumentVersion(db, surveyId, version);
  if (!document) return null;
  const entry = { document, compiled: compileSurvey(document) };
  compiled.set(key, entry);
  if (compiled.size > CACHE_MAX) compiled.delete(compiled.keys().next().value as string);
  return entry;
}

/** Whether a document has anything to answer (pages and groups alone are not questions). */
export function hasQuestions(document: SurveyDocument): boolean {
  return document.nodes.some((n) => n.model === NodeModel.Question);
}
