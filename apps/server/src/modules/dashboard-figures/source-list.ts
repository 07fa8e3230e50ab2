import type { ZSourceSurveyList } from '@cairn/contract';
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projectShares, surveyResponseCounts, surveys } from '../../db/schema/index.ts';
import { decide } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { escapeLike } from '../projects/list-projects.ts';
import { factsOf, loadShares } from '../projects/survey-access.ts';

const MAX_SOURCES = 200;
/** Candidates read before the policy decides (own, shared and the organisation's surveys). */
const CANDIDATES = 1_000;

/**
 * Surveys the caller may report on, newest first, at most 200: the candidates a list category
 * could show (own, shared with the caller, the caller's organisation), each decided by the policy
 * for `report`, as every report call decides it.
 */
export async function listSourceSurveys(
  db: Db,
  userId: number,
  keyword?: string,
): Promise<z.infer<typeof ZSourceSurveyList>> {
  const subject = await loadSubject(db, userId);
  const reach = or(
    eq(surveys.ownerId, userId),
    inArray(
      surveys.id,
      db.select({ id: projectShares.surveyId }).from(projectShares).where(eq(projectShares.userId, userId)),
    ),
    subject.organizationId === null ? undefined : eq(surveys.organizationId, subject.organizationId),
  );
  const word = keyword?.trim();
  const rows = await db
    .select()
    .from(surveys)
    .where(
      and(isNull(surveys.deletedAt), reach, word ? ilike(surveys.title, `%${escapeLike(word)}%`) : undefined),
    )
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(CANDIDATES);
  const shares = await loadShares(
    db,
    rows.map((r) => r.id),
  );
  const allowed = rows
    .filter((r) => decide(subject, factsOf(r, shares.get(r.id) ?? []), 'report').allowed)
    .slice(0, MAX_SOURCES);
  if (allowed.length === 0) return [];
  const counts = await db
    .select({
      surveyId: surveyResponseCounts.surveyId,
      complete: sql<number>`sum(${surveyResponseCounts.complete})::int`,
    })
    .from(surveyResponseCounts)
    .where(
      inArray(
        surveyResponseCounts.surveyId,
        allowed.map((r) => r.id),
      ),
    )
    .groupBy(surveyResponseCounts.surveyId);
  const complete = new Map(counts.map((c) => [c.surveyId, Number(c.complete)]));
  return allowed.map((r) => ({
    code: r.code,
    title: r.title,
    status: r.status,
    answerCount: complete.get(r.id) ?? 0,
  }));
}
