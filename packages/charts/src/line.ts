import type { FigurePoint } from '@cairn/contract';
import { baseOption, isNarrow } from './base.ts';
import { benchmarkColour, diffLabel, markLineOf, valueAt } from './benchmarks.ts';
import { escapeHtml, escapeTemplate, formatNumber } from './format.ts';
import { textsOf } from './texts.ts';
import type { ChartFigures, ChartOptionOpts, DashboardChart, EChartsOptionObject } from './types.ts';

/**
 * A line over time: each series' points (a bucket per day, week or month) on a shared time axis
 * of the buckets' labels. A benchmark with a single figure (a target, a norm, last year's mean) is
 * a dashed line; one compared per bucket is a dotted line of its own.
 */
export function lineOption(
  chart: DashboardChart,
  figures: ChartFigures,
  opts: ChartOptionOpts,
): EChartsOptionObject {
  const texts = textsOf(opts.lang);
  const buckets = bucketsOf(figures.series.map((one) => one.points ?? []));
  const percent = chart.options.metric === 'category';
  const series: Record<string, unknown>[] = figures.series.map((one) => {
    const byLabel = new Map((one.points ?? []).map((point) => [point.label, point]));
    return {
      type: 'line',
      name: escapeTemplate(one.label),
      showSymbol: buckets.length <= 40,
      connectNulls: false,
      data: buckets.map((label) => {
        const point = byLabel.get(label);
        if (!point) return { value: null };
        return {
          value: point.value,
          tooltip: {
            formatter: `${escapeHtml(one.label)}<br/>${label}: ${formatNumber(point.value)}${percent ? '%' : ''} (${texts.base} ${formatNumber(point.base)})`,
          },
        };
      }),
    };
  });
  const markLine = markLineOf(figures.benchmarks, 'yAxis', texts);
  if (markLine && series[0]) series[0].markLine = markLine;
  figures.benchmarks.forEach((bench, index) => {
    if (bench.kind === 'target') return;
    const values = buckets.map((label) => valueAt(bench, label));
    if (!values.some((value) => value && value.value !== null)) return;
    series.push({
      type: 'line',
      name: escapeTemplate(bench.label),
      lineStyle: { type: 'dotted', color: benchmarkColour(index) },
      itemStyle: { color: benchmarkColour(index) },
      symbol: 'diamond',
      data: values.map((value) =>
        value && value.value !== null
          ? { value: value.value, label: { show: value.significant === true, formatter: diffLabel(value) } }
          : { value: null },
      ),
    });
  });
  const legend = series.length > 1;
  return {
    ...baseOption(opts),
    tooltip: { trigger: 'item', confine: true },
    legend: legend ? { type: 'scroll', bottom: 0 } : undefined,
    grid: { left: 8, right: 24, top: 28, bottom: legend ? 36 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      // Buckets sit in the middle of their band, so the first and last dates are not cut at the edges.
      data: buckets,
      axisLabel: { hideOverlap: true, rotate: isNarrow(opts) ? 45 : 0 },
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: percent ? '{value}%' : '{value}' },
      ...(chart.options.metric === 'responses' ? { minInterval: 1 } : {}),
      ...(chart.options.metric === 'nps' ? { min: -100, max: 100 } : {}),
    },
    series,
  };
}

/** Every bucket any series has, in time order. */
function bucketsOf(pointLists: FigurePoint[][]): string[] {
  const at = new Map<string, number>();
  for (const points of pointLists) for (const point of points) at.set(point.label, point.at);
  return [...at.entries()].sort((a, b) => a[1] - b[1]).map(([label]) => label);
}
