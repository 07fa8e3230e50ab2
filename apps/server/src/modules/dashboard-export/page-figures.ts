import type { ChartFigures, DashboardChart, DashboardPage, Lang } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { computePageDetail } from '../dashboard-figures/page-detail.ts';
import type { ExportPage } from './export-scope.ts';

export interface FiguredPage {
  page: DashboardPage;
  charts: DashboardChart[];
  figures: ChartFigures[];
}

/**
 * Each chosen page's figures as the board computes them for the task's owner (the page's own
 * period and filters): what the exports write is what the owner sees on screen.
 */
export async function pageFigures(
  deps: { db: Db; now: () => number },
  userId: number,
  dashboardVersion: number,
  pages: readonly ExportPage[],
  lang: Lang,
): Promise<FiguredPage[]> {
  const out: FiguredPage[] = [];
  for (const { page, charts } of pages) {
    const detail = await computePageDetail(
      { db: deps.db, now: deps.now, viewer: { userId } },
      {
        pageId: page.id,
        page: { period: page.period, filters: page.filters },
        charts,
        lang,
        dashboardVersion,
      },
    );
    out.push({ page, charts: detail.charts.length > 0 ? detail.charts : charts, figures: detail.figures });
  }
  return out;
}
