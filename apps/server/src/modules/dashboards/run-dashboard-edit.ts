import type { DashboardSaved } from '@cairn/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { dashboards } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type ChartRow,
  type DashboardAccess,
  loadChartFor,
  loadDashboardFor,
  loadPageFor,
  type PageRow,
} from './dashboard-access.ts';

/** What an edit names: the dashboard itself, one of its pages, or one of its charts. */
export type DashboardEditTarget = { code: string } | { pageId: number } | { chartId: number };

export interface DashboardEditContext {
  tx: Db;
  access: DashboardAccess & { page?: PageRow; chart?: ChartRow };
  /** The dashboard's version before this edit, read under the row lock. */
  version: number;
  now: number;
}

type Deps = { db: Db; now: () => number };

function loadFor(deps: { db: Db }, auth: { userId: number }, target: DashboardEditTarget) {
  if ('code' in target) return loadDashboardFor(deps, auth, target.code, 'edit');
  if ('pageId' in target) return loadPageFor(deps, auth, target.pageId, 'edit');
  return loadChartFor(deps, auth, target.chartId, 'edit');
}

/**
 * Every versioned dashboard edit (rename, pages, charts) runs here, as survey design edits run in
 * runDesignEdit: in one transaction it checks the edit right, locks the dashboard row, refuses a
 * stale x-node-v (A0120 with the current version, so two editors never overwrite each other),
 * runs the edit, then raises the version, stamps the save time and, on a launched dashboard,
 * marks it changed since launch (the public link keeps showing the launched snapshot). An edit
 * that throws changes nothing.
 */
export async function runDashboardEdit<T>(
  deps: Deps,
  auth: { userId: number },
  target: DashboardEditTarget,
  expectedVersion: number | undefined,
  edit: (ctx: DashboardEditContext) => Promise<T>,
): Promise<{ result: T; saved: DashboardSaved }> {
  return deps.db.transaction(async (tx) => {
    const access = await loadFor({ db: tx }, auth, target);
    const [locked] = await tx
      .select({ version: dashboards.version })
      .from(dashboards)
      .where(eq(dashboards.id, access.dashboard.id))
      .for('update');
    const version = locked?.version ?? access.dashboard.version;
    if (expectedVersion !== undefined && expectedVersion !== version)
      throw new AppError('A0120', undefined, { version });
    const now = deps.now();
    const result = await edit({ tx, access, version, now });
    const [row] = await tx
      .update(dashboards)
      .set({
        version: sql`${dashboards.version} + 1`,
        updatedAt: new Date(now),
        relaunch: sql`${dashboards.relaunch} or ${dashboards.status} = 1`,
      })
      .where(eq(dashboards.id, access.dashboard.id))
      .returning();
    return { result, saved: savedOf(row!) };
  });
}

/** The dashboard's state after an edit (contract ZDashboardSaved). */
export function savedOf(row: typeof dashboards.$inferSelect): DashboardSaved {
  return {
    version: row.version,
    updateTime: row.updatedAt.getTime(),
    status: row.status as DashboardSaved['status'],
    relaunch: row.relaunch,
  };
}

/** Puts the new version in the x-node-v header, as design edits do, and passes the answer on. */
export function withVersionHeader<A extends { saved: DashboardSaved }>(reply: FastifyReply, answer: A): A {
  reply.header('x-node-v', String(answer.saved.version));
  return answer;
}
