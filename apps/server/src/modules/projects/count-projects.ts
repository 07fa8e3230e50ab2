import { type ProjectCounts, ProjectListType } from '@cairn/contract';
import { and, count, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import type { Subject } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { categoryCondition, readableThroughOrganisation } from './project-categories.ts';

async function countWhere(db: Db, where: SQL | null | undefined): Promise<number> {
  if (!where) return 0;
  const [row] = await db.select({ n: count() }).from(surveys).where(where);
  return row?.n ?? 0;
}

async function countReadable(db: Db, subject: Subject, dataType: number): Promise<number> {
  const where = categoryCondition(db, subject, dataType);
  if (!where) return 0;
  const rows = await db
    .select({
      ownerId: surveys.ownerId,
      organizationId: surveys.organizationId,
      departmentId: surveys.departmentId,
    })
    .from(surveys)
    .where(where);
  return rows.filter((r) => readableThroughOrganisation(subject, r)).length;
}

/** The folder tree's counts; each matches the total of the same list category. */
export async function countProjects(db: Db, userId: number): Promise<ProjectCounts> {
  const subject = await loadSubject(db, userId);
  const mine = categoryCondition(db, subject, ProjectListType.MY);
  const [all, share, department, organization, unclassified] = await Promise.all([
    countWhere(db, mine),
    countWhere(db, categoryCondition(db, subject, ProjectListType.SHARED)),
    countReadable(db, subject, ProjectListType.DEPARTMENT),
    countReadable(db, subject, ProjectListType.ORGANIZATION),
    countWhere(db, and(mine ?? undefined, isNull(surveys.folderId))),
  ]);
  return { all, share, organization, department, unclassified };
}
