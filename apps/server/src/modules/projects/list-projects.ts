import type { ProjectPage, ProjectRecord, ZProjectListQuery } from '@cairn/contract';
import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projectStars, surveyResponseCounts, surveys, users } from '../../db/schema/index.ts';
import { loadSubject } from '../../policy/subject.ts';
import { findOwnFolder } from './folder-repo.ts';
import {
  categoryCondition,
  needsOrganisationCheck,
  readableThroughOrganisation,
} from './project-categories.ts';
import { factsOf, loadShares, rightsOf } from './survey-access.ts';
import { millis } from './survey-repo.ts';

type ListQuery = z.output<typeof ZProjectListQuery>;

/** `%`, `_` and `\` taken literally inside a LIKE pattern (backslash is PostgreSQL's escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a survey-list category for the caller: starred first, then the most recently
 * updated. Keyword (title contains, ignoring case, literally) and folder narrow any category.
 */
export async function listProjects(db: Db, userId: number, query: ListQuery): Promise<ProjectPage> {
  const subject = await loadSubject(db, userId);
  const { page, pageSize } = query;
  const empty: ProjectPage = { page, pageSize, total: 0, records: [] };
  const category = categoryCondition(db, subject, query.dataType);
  if (!category) return empty;

  const filters: (SQL | undefined)[] = [category];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(ilike(surveys.title, `%${escapeLike(keyword)}%`));
  if (query.folderId !== undefined && query.folderId >= 0) {
    if (query.folderId === 0) filters.push(isNull(surveys.folderId));
    else {
      await findOwnFolder(db, userId, query.folderId);
      filters.push(eq(surveys.folderId, query.folderId));
    }
  }
  const where = and(...filters);
  const starJoin = and(eq(projectStars.surveyId, surveys.id), eq(projectStars.userId, userId));
  const order = [sql`${projectStars.userId} is null`, desc(surveys.updatedAt), desc(surveys.id)];

  let total: number;
  let pageIds: number[];
  if (needsOrganisationCheck(query.dataType)) {
    const candidates = await db
      .select({
        id: surveys.id,
        ownerId: surveys.ownerId,
        organizationId: surveys.organizationId,
        departmentId: surveys.departmentId,
      })
      .from(surveys)
      .leftJoin(projectStars, starJoin)
      .where(where)
      .orderBy(...order);
    const readable = candidates.filter((c) => readableThroughOrganisation(subject, c));
    total = readable.length;
    pageIds = readable.slice((page - 1) * pageSize, page * pageSize).map((c) => c.id);
  } else {
    const [counted] = await db.select({ n: count() }).from(surveys).where(where);
    total = counted?.n ?? 0;
    const rows = await db
      .select({ id: surveys.id })
      .from(surveys)
      .leftJoin(projectStars, starJoin)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    pageIds = rows.map((r) => r.id);
  }
  if (pageIds.length === 0) return { ...empty, total };

  const rows = await db
    .select({ survey: surveys, ownerName: users.username, starredBy: projectStars.userId })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.ownerId))
    .leftJoin(projectStars, starJoin)
    .where(inArray(surveys.id, pageIds));
  const [shares, completes] = await Promise.all([loadShares(db, pageIds), completeCounts(db, pageIds)]);
  const byId = new Map(rows.map((r) => [r.survey.id, r]));
  const records: ProjectRecord[] = pageIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const s = r.survey;
    return [
      {
        code: s.code,
        title: s.title,
        status: s.status as ProjectRecord['status'],
        relaunch: s.relaunch,
        projectType: s.projectType as ProjectRecord['projectType'],
        starred: r.starredBy !== null,
        answerCount: completes.get(id) ?? 0,
        updateTime: millis(s.updatedAt),
        ownerName: r.ownerName,
        folderId: s.folderId,
        rights: rightsOf(subject, factsOf(s, shares.get(id) ?? [])),
      },
    ];
  });
  return { page, pageSize, total, records };
}

/**
 * Complete responses per survey from the counter the responses triggers keep (a few shard rows
 * per survey, schema/responses.ts), not a count of response rows.
 */
async function completeCounts(db: Db, surveyIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({
      surveyId: surveyResponseCounts.surveyId,
      complete: sql<number>`sum(${surveyResponseCounts.complete})::int`,
    })
    .from(surveyResponseCounts)
    .where(inArray(surveyResponseCounts.surveyId, [...surveyIds]))
    .groupBy(surveyResponseCounts.surveyId);
  return new Map(rows.map((row) => [row.surveyId, Number(row.complete)]));
}
