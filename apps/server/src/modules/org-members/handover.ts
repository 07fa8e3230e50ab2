import type { HandoverCounts } from '@cairn/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dashboardShares,
  dashboards,
  imageFolders,
  images,
  libraryQuestions,
  projectShares,
  questionFolders,
  surveys,
} from '../../db/schema/index.ts';

export interface Heir {
  userId: number;
  organizationId: number;
  departmentId: number | null;
}

/**
 * Moves everything `fromUserId` owns to the heir, inside the caller's transaction: projects and
 * dashboards (recycled ones too) take the heir's organisation and department and leave the
 * leaver's folders, as a single handover does; a share the heir held on them is dropped (owners
 * need none). Personal library items go to the heir's library unclassified (the folders were the
 * leaver's); company library items and folders stay in the company library with the heir as
 * their owner of record. The leaver's shares on the organisation's projects and dashboards end,
 * since they leave the organisation. Nothing else changes.
 */
export async function handOverEverything(
  tx: Db,
  fromUserId: number,
  heir: Heir,
  now: number,
): Promise<HandoverCounts> {
  const movedSurveys = await tx
    .update(surveys)
    .set({
      ownerId: heir.userId,
      organizationId: heir.organizationId,
      departmentId: heir.departmentId,
      folderId: null,
      updatedAt: new Date(now),
    })
    .where(eq(surveys.ownerId, fromUserId))
    .returning({ id: surveys.id });
  const surveyIds = movedSurveys.map((s) => s.id);
  if (surveyIds.length > 0)
    await tx
      .delete(projectShares)
      .where(and(inArray(projectShares.surveyId, surveyIds), eq(projectShares.userId, heir.userId)));

  const movedDashboards = await tx
    .update(dashboards)
    .set({
      ownerId: heir.userId,
      organizationId: heir.organizationId,
      departmentId: heir.departmentId,
      folderId: null,
    })
    .where(eq(dashboards.ownerId, fromUserId))
    .returning({ id: dashboards.id });
  const dashboardIds = movedDashboards.map((d) => d.id);
  if (dashboardIds.length > 0)
    await tx
      .delete(dashboardShares)
      .where(
        and(inArray(dashboardShares.dashboardId, dashboardIds), eq(dashboardShares.userId, heir.userId)),
      );

  const questions = await moveLibrary(tx, libraryQuestions, questionFolders, fromUserId, heir.userId);
  const pictures = await moveLibrary(tx, images, imageFolders, fromUserId, heir.userId);

  await dropOrganisationShares(tx, fromUserId, heir.organizationId);
  return {
    surveys: surveyIds.length,
    dashboards: dashboardIds.length,
    questions,
    images: pictures,
  };
}

type ItemTable = typeof libraryQuestions | typeof images;
type FolderTable = typeof questionFolders | typeof imageFolders;

async function moveLibrary(tx: Db, items: ItemTable, folders: FolderTable, from: number, to: number) {
  const personal = await tx
    .update(items)
    .set({ ownerId: to, folderId: null })
    .where(and(eq(items.ownerId, from), eq(items.dataType, 0)))
    .returning({ id: items.id });
  const company = await tx
    .update(items)
    .set({ ownerId: to })
    .where(and(eq(items.ownerId, from), eq(items.dataType, 1)))
    .returning({ id: items.id });
  await tx
    .update(folders)
    .set({ ownerId: to })
    .where(and(eq(folders.ownerId, from), eq(folders.dataType, 1)));
  return personal.length + company.length;
}

async function dropOrganisationShares(tx: Db, userId: number, organizationId: number) {
  const orgSurveys = tx
    .select({ id: surveys.id })
    .from(surveys)
    .where(eq(surveys.organizationId, organizationId));
  await tx
    .delete(projectShares)
    .where(and(eq(projectShares.userId, userId), inArray(projectShares.surveyId, orgSurveys)));
  const orgDashboards = tx
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(eq(dashboards.organizationId, organizationId));
  await tx
    .delete(dashboardShares)
    .where(and(eq(dashboardShares.userId, userId), inArray(dashboardShares.dashboardId, orgDashboards)));
}
