import type { Lang, ZDashboardCreateBody } from '@cairn/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dashboardPages } from '../../db/schema/index.ts';
import { findMembership } from '../users/user-repo.ts';
import { loadDashboardFor, requireEnterprise } from './dashboard-access.ts';
import { findOwnDashboardFolder } from './dashboard-folders.ts';
import { copyDashboardPages, insertDashboard } from './dashboard-repo.ts';
import { dashboardCopyTitle, dashboardTexts } from './dashboard-texts.ts';

type Deps = { db: Db; now: () => number };

/** The tenant columns a dashboard takes from its owner (as surveys do), on creation and handover. */
export async function tenantOf(db: Db, userId: number) {
  const membership = await findMembership(db, userId);
  return {
    organizationId: membership?.organizationId ?? null,
    departmentId: membership?.departmentId ?? null,
  };
}

/**
 * A new dashboard of the caller's, not launched, version 1, with one empty first page
 * (页面1 / Page 1); the title defaults to 未命名仪表盘 / Untitled dashboard by the caller's
 * language. A folder that is not the caller's is A0404.
 */
export async function createDashboard(
  deps: Deps,
  auth: { userId: number },
  input: z.output<typeof ZDashboardCreateBody>,
  lang: Lang,
): Promise<{ code: string; pageId: number }> {
  await requireEnterprise(deps, auth);
  if (input.folderId !== undefined) await findOwnDashboardFolder(deps.db, auth.userId, input.folderId);
  const tenant = await tenantOf(deps.db, auth.userId);
  const at = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const row = await insertDashboard(tx, {
      title: input.title ?? dashboardTexts[lang].untitled,
      ownerId: auth.userId,
      ...tenant,
      folderId: input.folderId ?? null,
      createdAt: at,
      updatedAt: at,
    });
    const [page] = await tx
      .insert(dashboardPages)
      .values({
        dashboardId: row.id,
        title: dashboardTexts[lang].page(1),
        position: 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: dashboardPages.id });
    return { code: row.code, pageId: page!.id };
  });
}

/**
 * Copies a dashboard the caller may see, deeply: every page and chart is a new row, so the copy
 * and the original change independently. The copy is the caller's (their tenant, no folder),
 * not launched, version 1, titled "X (copy)" / "X（副本）" cut to fit.
 */
export async function copyDashboard(
  deps: Deps,
  auth: { userId: number },
  code: string,
  lang: Lang,
): Promise<{ code: string; pageId: number }> {
  const { dashboard } = await loadDashboardFor(deps, auth, code, 'view');
  const tenant = await tenantOf(deps.db, auth.userId);
  const at = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const row = await insertDashboard(tx, {
      title: dashboardCopyTitle(dashboard.title, lang),
      ownerId: auth.userId,
      ...tenant,
      folderId: null,
      createdAt: at,
      updatedAt: at,
    });
    const pageIds = await copyDashboardPages(tx, dashboard.id, row.id, at);
    return { code: row.code, pageId: pageIds[0]! };
  });
}
