import type { DashboardChart, DashboardPage } from '@cairn/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardPages } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { pageOf, readPageCharts } from '../dashboards/chart-rows.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';

export interface ExportPage {
  page: DashboardPage;
  charts: DashboardChart[];
}

export type ExportSurvey = { id: number; code: string; title: string };

/** Every survey a chart reads: its sources and the surveys its benchmarks compare with. */
export function surveyCodesOf(charts: readonly DashboardChart[]): string[] {
  const codes = new Set<string>();
  for (const chart of charts) {
    for (const source of chart.sources) codes.add(source.surveyCode);
    for (const b of chart.benchmarks) if (b.kind === 'survey') codes.add(b.surveyCode);
  }
  return [...codes];
}

/** The chosen pages of a dashboard in its order, with their charts (A0404 a page of another dashboard). */
export async function exportPages(
  db: Db,
  dashboardId: number,
  pageIds: readonly number[],
): Promise<ExportPage[]> {
  const rows = await db
    .select()
    .from(dashboardPages)
    .where(and(eq(dashboardPages.dashboardId, dashboardId), inArray(dashboardPages.id, [...pageIds])))
    .orderBy(asc(dashboardPages.position), asc(dashboardPages.id));
  const missing = pageIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0)
    throw new AppError('A0404', `no such page of this dashboard: ${missing.join(', ')}`);
  return Promise.all(
    rows.map(async (row) => {
      const charts = await readPageCharts(db, row.id);
      return { page: pageOf(row, charts.length), charts };
    }),
  );
}

/**
 * The report right on every survey the pages read, checked by the policy (loadSurveyForAction):
 * one refused is A0343 naming it. A survey that no longer exists is left out (its charts print
 * as missing), as the board shows them.
 */
export async function reportableSurveys(
  deps: { db: Db },
  userId: number,
  codes: readonly string[],
): Promise<ExportSurvey[]> {
  const surveys: ExportSurvey[] = [];
  for (const code of codes) {
    try {
      const { survey } = await loadSurveyForAction(deps, { userId }, code, 'report');
      surveys.push({ id: survey.id, code: survey.code, title: survey.title });
    } catch (error) {
      if (error instanceof AppError && error.code === 'A1100') continue;
      if (error instanceof AppError) throw new AppError('A0343', `survey ${code}`);
      throw error;
    }
  }
  return surveys;
}
