import type { BenchmarkFigures } from '@cairn/contract';
import { axisLabelMax, baseOption, isNarrow } from './base.ts';
import { benchmarkColour, benchmarkLinesAt, diffLabel, markLineOf, valueAt } from './benchmarks.ts';
import { type CategoryRow, categoryRows, rowFigure } from './categories.ts';
import { escapeHtml, escapeTemplate, formatPercent, shorten } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';

/**
 * Bars of one or more series (a series per source): categories on the category axis, percents of
 * each series' base or counts on the value axis. Benchmarks compared per category (another survey,
 * period or a norm) are markers at their category with the difference as the label; a benchmark
 * with a single figure (a target) is a dashed line.
 */
export function barOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject {
  const texts = textsOf(opts.lang);
  const { show, horizontal } = chart.options;
  const rows = categoryRows(figures.series, chart.options);
  const labels = rows.map((row) => row.label);
  const percent = show === 'percent';
  const max = axisLabelMax(opts, rows.length);
  const categoryAxis = {
    type: 'category',
    data: labels.map((label) => escapeTemplate(shorten(label, horizontal ? 24 : max))),
    // Long option texts: cut with an ellipsis (the tooltip shows them whole).
    axisLabel: { interval: 0, hideOverlap: true },
    ...(horizontal ? { inverse: true } : {}),
  };
  const valueAxis = {
    type: 'value',
    axisLabel: { formatter: percent ? '{value}%' : '{value}' },
    ...(percent ? { max: 100 } : { minInterval: 1 }),
  };
  const single = figures.series.length === 1;
  const showLabels = single && !isNarrow(opts) && rows.length <= 12;
  const series: Record<string, unknown>[] = figures.series.map((one, index) => ({
    type: 'bar',
    name: escapeTemplate(one.label),
    barMaxWidth: 36,
    data: rows.map((row) => ({
      value: rowFigure(row, index, show),
      tooltip: { formatter: tooltipOf(row, index, one.label, figures.benchmarks, texts, percent) },
    })),
    ...(showLabels
      ? { label: { show: true, position: horizontal ? 'right' : 'top', formatter: percent ? '{c}%' : '{c}' } }
      : {}),
  }));
  const markLine = markLineOf(figures.benchmarks, horizontal ? 'xAxis' : 'yAxis', texts);
  if (markLine && series[0]) series[0].markLine = markLine;
  // Per-category comparisons are in percent; drawn only where the bars are percents too.
  if (percent) series.push(...markerSeries(figures.benchmarks, labels));
  const legend = series.length > 1;
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true },
    legend: legend ? { type: 'scroll', bottom: 0 } : undefined,
    grid: { left: 8, right: 24, top: 28, bottom: legend ? 36 : 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  };
}

/** A benchmark's per-category values as a marker series (a diamond at the value, the diff beside). */
function markerSeries(benchmarks: BenchmarkFigures[], labels: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  benchmarks.forEach((bench, index) => {
    if (bench.kind === 'target') return;
    const points = labels.map((label) => valueAt(bench, label));
    if (!points.some((point) => point && point.label !== '' && point.value !== null)) return;
    out.push({
      type: 'scatter',
      name: escapeTemplate(bench.label),
      symbol: 'diamond',
      symbolSize: 12,
      itemStyle: { color: benchmarkColour(index) },
      z: 5,
      data: points.map((point) =>
        point && point.value !== null
          ? {
              value: point.value,
              label: {
                show: point.diff !== null,
                position: 'right',
                formatter: diffLabel(point),
                color: benchmarkColour(index),
                fontSize: 11,
              },
            }
          : { value: null },
      ),
    });
  });
  return out;
}

function tooltipOf(
  row: CategoryRow,
  index: number,
  seriesLabel: string,
  benchmarks: BenchmarkFigures[],
  texts: ReturnType<typeof textsOf>,
  percent: boolean,
): string {
  const count = row.counts[index] ?? null;
  const share = row.percents[index] ?? null;
  const figure = percent
    ? `${share === null ? '–' : formatPercent(share)} (${texts.count} ${count ?? 0})`
    : `${count ?? 0}${share === null ? '' : ` (${formatPercent(share)})`}`;
  const lines = [`${escapeHtml(seriesLabel)}`, `${escapeHtml(row.label)}: ${figure}`];
  // Comparisons are of the first series (the chart's own figure).
  if (index === 0) lines.push(...benchmarkLinesAt(benchmarks, row.label, texts));
  return lines.join('<br/>');
}
