import { ProjectListType } from '@cairn/contract';
import { and, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectShares, surveys } from '../../db/schema/index.ts';
import { decide, type Subject } from '../../policy/policy.ts';
import { factsOf } from './survey-access.ts';

/**
 * The survey list's categories (spec doc 1 §3): which rows each one starts from.
 *
 * 1 my: owned by the caller, outside the recycle bin.
 * 2 shared with me: shared to the caller, outside the bin.
 * 3 department / 4 organisation: someone else's projects of the caller's department /
 *   organisation, outside the bin, that the policy lets the caller read *through the
 *   organisation* (ORG_/DP_ view codes, organisation admin) — the SQL only narrows the
 *   candidates; `readableThroughOrganisation` decides. A project merely shared with the caller
 *   is category 2, not 3 or 4.
 * 5 recycle bin: owned by the caller, in the bin.
 *
 * Returns null when the category is empty by construction (no organisation, no department).
 */
export function categoryCondition(db: Db, subject: Subject, dataType: number): SQL | null {
  const active = isNull(surveys.deletedAt);
  switch (dataType) {
    case ProjectListType.MY:
      return and(eq(surveys.ownerId, subject.userId), active)!;
    case ProjectListType.SHARED:
      return and(
        inArray(
          surveys.id,
          db
            .select({ id: projectShares.surveyId })
            .from(projectShares)
            .where(eq(projectShares.userId, subject.userId)),
        ),
        ne(surveys.ownerId, subject.userId),
        active,
      )!;
    case ProjectListType.DEPARTMENT:
      if (subject.organizationId === null || subject.departmentId === null) return null;
      return and(
        eq(surveys.organizationId, subject.organizationId),
        eq(surveys.departmentId, subject.departmentId),
        ne(surveys.ownerId, subject.userId),
        active,
      )!;
    case ProjectListType.ORGANIZATION:
      if (subject.organizationId === null) return null;
      return and(
        eq(surveys.organizationId, subject.organizationId),
        ne(surveys.ownerId, subject.userId),
        active,
      )!;
    case ProjectListType.RECYCLE_BIN:
      return and(eq(surveys.ownerId, subject.userId), isNotNull(surveys.deletedAt))!;
    default:
      return null;
  }
}

/** Whether a category's rows still need the policy's organisation check (3 and 4). */
export const needsOrganisationCheck = (dataType: number) =>
  dataType === ProjectListType.DEPARTMENT || dataType === ProjectListType.ORGANIZATION;

/** Read access from the organisation alone: the policy asked without the project's shares. */
export function readableThroughOrganisation(
  subject: Subject,
  row: { ownerId: number; organizationId: number | null; departmentId: number | null },
): boolean {
  return decide(subject, factsOf(row, []), 'read').allowed;
}
