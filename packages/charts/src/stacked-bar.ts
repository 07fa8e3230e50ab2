import { axisLabelMax, baseOption } from './base.ts';
import { markLineOf } from './benchmarks.ts';
import { categoryRows, rowFigure } from './categories.ts';
import { escapeHtml, escapeTemplate, formatPercent, shorten } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';

/**
 * A stacked bar: one bar per series (a matrix's rows, or the same question in several surveys),
 * its categories stacked. Percent bars reach 100. A target is a dashed line across the bars;
 * per-category comparisons stay in the tooltip (a marker inside a stack would hide its segment).
 */
export function stackedBarOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject {
  const texts = textsOf(opts.lang);
  const { show, horizontal } = chart.options;
  const percent = show === 'percent';
  // The stacks keep every category (a cut stack would not reach 100%): topN is not applied.
  const rows = categoryRows(figures.series, { ...chart.options, topN: 0, sort: 'none' });
  const max = axisLabelMax(opts, figures.series.length);
  const categoryAxis = {
    type: 'category',
    data: figures.series.map((one) => escapeTemplate(shorten(one.label, horizontal ? 24 : max))),
    axisLabel: { interval: 0, hideOverlap: true },
    ...(horizontal ? { inverse: true } : {}),
  };
  const valueAxis = {
    type: 'value',
    axisLabel: { formatter: percent ? '{value}%' : '{value}' },
    ...(percent ? { max: 100 } : { minInterval: 1 }),
  };
  const series: Record<string, unknown>[] = rows.map((row) => ({
    type: 'bar',
    stack: 'total',
    name: escapeTemplate(row.label),
    barMaxWidth: 48,
    data: figures.series.map((one, index) => {
      const share = row.percents[index] ?? null;
      const count = row.counts[index] ?? 0;
      return {
        value: rowFigure(row, index, show),
        tooltip: {
          formatter: `${escapeHtml(one.label)}<br/>${escapeHtml(row.label)}: ${
            share === null ? '–' : formatPercent(share)
          } (${texts.count} ${count})`,
        },
      };
    }),
  }));
  const markLine = markLineOf(figures.benchmarks, horizontal ? 'xAxis' : 'yAxis', texts);
  if (markLine && series[0]) series[0].markLine = markLine;
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 24, top: 28, bottom: 36, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  };
}
