import { type SurveyDocument, ZSurveyDocument } from '@cairn/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses, surveyVersions } from '../../db/schema/index.ts';
import { findSurveyByCode } from '../projects/survey-repo.ts';

/** The newest version number of a survey, or null before its first publish. */
export async function latestVersionNumber(db: Db, surveyId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: surveyVersions.version })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyVersions.version))
    .limit(1);
  return row?.version ?? null;
}

/**
 * The document respondents answer: the newest published version of a survey, or null when it
 * was never published. For the respondent service (it also checks status: ended surveys take
 * no answers).
 */
export async function loadPublishedDocument(db: Db, surveyId: number): Promise<SurveyDocument | null> {
  const [row] = await db
    .select({ document: surveyVersions.document })
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyVersions.version))
    .limit(1);
  return row ? ZSurveyDocument.parse(row.document) : null;
}

/** One published version (a response answered this one), or null. */
export async function loadDocumentVersion(
  db: Db,
  surveyId: number,
  version: number,
): Promise<SurveyDocument | null> {
  const [row] = await db
    .select({ document: surveyVersions.document })
    .from(surveyVersions)
    .where(and(eq(surveyVersions.surveyId, surveyId), eq(surveyVersions.version, version)));
  return row ? ZSurveyDocument.parse(row.document) : null;
}

/** The published document of a survey by its public code (null: unknown, binned or never published). */
export async function loadPublishedDocumentByCode(db: Db, code: string): Promise<SurveyDocument | null> {
  const survey = await findSurveyByCode(db, code);
  if (!survey || survey.deletedAt) return null;
  return loadPublishedDocument(db, survey.id);
}

/** Complete responses of a survey, all versions (the free edition's A0215 limit counts these). */
export async function countCompleteResponses(db: Db, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.status, 'complete')));
  return row?.n ?? 0;
}
