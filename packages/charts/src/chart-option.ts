import { barOption } from './bar.ts';
import { lineOption } from './line.ts';
import { npsOption } from './nps.ts';
import { pieOption } from './pie.ts';
import { stackedBarOption } from './stacked-bar.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';
import { wordcloudOption } from './wordcloud.ts';

/** Chart types drawn as HTML (tables, the cross table view, KPI cards), not by ECharts. */
export const HTML_CHART_TYPES = ['table', 'cross', 'kpi'] as const;

/**
 * The ECharts option of a dashboard chart from its page/detail figures, or null when ECharts draws
 * nothing: a table, cross table or KPI (HTML), or a chart whose state is not `ok` (the caller shows
 * the figures' message), or one with nothing to draw. Pure: no DOM, no echarts import, the same
 * option in the browser and in the server's SVG rendering.
 */
export function chartOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject | null {
  if (figures.state !== 'ok') return null;
  switch (chart.type) {
    case 'bar':
      return figures.series.length > 0 ? barOption(chart, figures, opts) : null;
    case 'stackedBar':
      return figures.series.length > 0 ? stackedBarOption(chart, figures, opts) : null;
    case 'pie':
      return figures.series.length > 0 ? pieOption(chart, figures, opts) : null;
    case 'line':
      return figures.series.length > 0 ? lineOption(chart, figures, opts) : null;
    case 'nps':
      return npsOption(figures, opts);
    case 'wordcloud':
      return wordcloudOption(chart, figures, opts);
    case 'table':
    case 'cross':
    case 'kpi':
      return null;
  }
}

/** Whether a chart type is drawn by ECharts (so a caller loads it only for those). */
export function isEChartsType(type: DashboardChart['type']): boolean {
  return !(HTML_CHART_TYPES as readonly string[]).includes(type);
}
