import type { DashboardPageList, DashboardRecord, ZDashboardListBody } from '@cairn/contract';
import { hasPermission, Role } from '@cairn/contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, not, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  dashboardCharts,
  dashboardPages,
  dashboardShares,
  dashboardStars,
  dashboards,
  users,
} from '../../db/schema/index.ts';
import { dashboardRights } from '../../policy/dashboard-policy.ts';
import type { Subject } from '../../policy/policy.ts';
import { loadSubject } from '../../policy/subject.ts';
import { escapeLike } from '../projects/list-projects.ts';
import { requireEnterprise } from './dashboard-access.ts';

type ListBody = z.output<typeof ZDashboardListBody>;

/**
 * Others' dashboards the caller sees: those shared with them, and in their organisation every
 * member's when they hold DASHBOARD_VIEW or administer it (the rule of dashboard-policy.ts, as a
 * query, so the list shows what opening one allows).
 */
function sharedWithFilter(db: Db, subject: Subject): SQL {
  const shared = inArray(
    dashboards.id,
    db
      .select({ id: dashboardShares.dashboardId })
      .from(dashboardShares)
      .where(eq(dashboardShares.userId, subject.userId)),
  );
  const seesOrg =
    subject.organizationId !== null &&
    (subject.role === Role.ORGANIZE_ADMIN || hasPermission(subject.permissions, ['DASHBOARD_VIEW']));
  const others = ne(dashboards.ownerId, subject.userId);
  if (!seesOrg || subject.organizationId === null) return and(others, shared) as SQL;
  return and(others, or(shared, eq(dashboards.organizationId, subject.organizationId))) as SQL;
}

/** Which dashboards a list shows: 1 the caller's, 2 shared with them, 5 the caller's recycle bin. */
function filtersOf(db: Db, subject: Subject, body: ListBody): SQL[] {
  const userId = subject.userId;
  const starredBy = (id: number) =>
    db.select({ id: dashboardStars.dashboardId }).from(dashboardStars).where(eq(dashboardStars.userId, id));
  const filters: SQL[] = [];
  if (body.dataType === 2) {
    filters.push(isNull(dashboards.deletedAt), sharedWithFilter(db, subject));
  } else {
    filters.push(eq(dashboards.ownerId, userId));
    filters.push(body.dataType === 5 ? isNotNull(dashboards.deletedAt) : isNull(dashboards.deletedAt));
    // Folders are the caller's own, so they sort only the caller's dashboards.
    if (body.folderId === 0) filters.push(isNull(dashboards.folderId));
    else if (body.folderId !== undefined && body.folderId > 0)
      filters.push(eq(dashboards.folderId, body.folderId));
  }
  const keyword = body.keyword?.trim();
  if (keyword) filters.push(ilike(dashboards.title, `%${escapeLike(keyword)}%`));
  if (body.starred !== undefined) {
    const starred = inArray(dashboards.id, starredBy(userId));
    filters.push(body.starred ? starred : not(starred));
  }
  return filters;
}

/** Pages of each dashboard. */
async function pageCountsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: dashboardPages.dashboardId, n: count() })
    .from(dashboardPages)
    .where(inArray(dashboardPages.dashboardId, ids))
    .groupBy(dashboardPages.dashboardId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Distinct source surveys of each dashboard's charts. */
async function surveyCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ dashboardId: dashboardCharts.dashboardId, spec: dashboardCharts.spec })
    .from(dashboardCharts)
    .where(inArray(dashboardCharts.dashboardId, ids));
  const codes = new Map<number, Set<string>>();
  for (const row of rows) {
    const set = codes.get(row.dashboardId) ?? new Set<string>();
    const sources = (row.spec as { sources?: { surveyCode?: unknown }[] }).sources ?? [];
    for (const s of sources) if (typeof s.surveyCode === 'string') set.add(s.surveyCode);
    codes.set(row.dashboardId, set);
  }
  return new Map([...codes].map(([id, set]) => [id, set.size]));
}

/** POST dashboard/list: newest change first, paged, with the caller's rights on each. */
export async function listDashboards(
  db: Db,
  auth: { userId: number },
  body: ListBody,
): Promise<DashboardPageList> {
  await requireEnterprise({ db }, auth);
  const subject = await loadSubject(db, auth.userId);
  const where = and(...filtersOf(db, subject, body));
  const [totalRow] = await db.select({ n: count() }).from(dashboards).where(where);
  const rows = await db
    .select({
      dashboard: dashboards,
      ownerName: users.username,
    })
    .from(dashboards)
    .innerJoin(users, eq(users.id, dashboards.ownerId))
    .where(where)
    .orderBy(desc(dashboards.updatedAt), desc(dashboards.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const ids = rows.map((r) => r.dashboard.id);
  const [shares, surveys, pageCounts, stars] = await Promise.all([
    ids.length
      ? db.select().from(dashboardShares).where(inArray(dashboardShares.dashboardId, ids))
      : Promise.resolve([]),
    ids.length ? surveyCounts(db, ids) : Promise.resolve(new Map<number, number>()),
    ids.length ? pageCountsOf(db, ids) : Promise.resolve(new Map<number, number>()),
    ids.length
      ? db
          .select({ id: dashboardStars.dashboardId })
          .from(dashboardStars)
          .where(and(eq(dashboardStars.userId, auth.userId), inArray(dashboardStars.dashboardId, ids)))
          .then((r) => new Set(r.map((x) => x.id)))
      : Promise.resolve(new Set<number>()),
  ]);
  const records = rows.map(({ dashboard: d, ownerName }): DashboardRecord => {
    const facts = {
      ownerId: d.ownerId,
      organizationId: d.organizationId,
      shares: shares
        .filter((s) => s.dashboardId === d.id)
        .map((s) => ({ userId: s.userId, edit: s.canEdit })),
    };
    return {
      code: d.code,
      title: d.title,
      status: d.status as DashboardRecord['status'],
      relaunch: d.relaunch,
      updateTime: d.updatedAt.getTime(),
      version: d.version,
      starred: stars.has(d.id),
      ownerName,
      folderId: d.folderId,
      pageCount: pageCounts.get(d.id) ?? 0,
      surveyCount: surveys.get(d.id) ?? 0,
      rights: dashboardRights(subject, facts),
      deletedAt: d.deletedAt ? d.deletedAt.getTime() : null,
    };
  });
  return { page: body.page, pageSize: body.pageSize, total: totalRow?.n ?? 0, records };
}
