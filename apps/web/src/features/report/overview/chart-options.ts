import type { TrendDay } from '@cairn/contract';
import type { EChartsCoreOption } from 'echarts/core';

/** ECharts options of the overview charts (pure, so the figures they show are testable). */

const TEAL = '#0f766e';
const PALETTE = [TEAL, '#2563eb', '#d97706', '#7c3aed', '#db2777', '#65a30d', '#64748b'];

/** The trend shows a week at least, so a survey's first days read as a line, not a lone dot. */
const MIN_TREND_DAYS = 7;

export function paddedTrend(trend: readonly TrendDay[]): TrendDay[] {
  const first = trend[0];
  if (!first || trend.length >= MIN_TREND_DAYS) return [...trend];
  const start = Date.parse(`${first.day}T00:00:00Z`);
  const before: TrendDay[] = [];
  for (let i = MIN_TREND_DAYS - trend.length; i > 0; i--)
    before.push({ day: new Date(start - i * 86_400_000).toISOString().slice(0, 10), total: 0, complete: 0 });
  return [...before, ...trend];
}

export function trendOption(
  days: readonly TrendDay[],
  names: { total: string; complete: string },
): EChartsCoreOption {
  const trend = paddedTrend(days);
  return {
    color: ['#2563eb', TEAL],
    tooltip: { trigger: 'axis' },
    legend: { data: [names.total, names.complete], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: trend.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.total, type: 'line', data: trend.map((d) => d.total) },
      {
        name: names.complete,
        type: 'line',
        areaStyle: { opacity: 0.12 },
        data: trend.map((d) => d.complete),
      },
    ],
  };
}

export function pieOption(items: readonly { name: string; value: number }[]): EChartsCoreOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        // Names are in the legend; the slice labels stay short enough for a phone.
        label: { formatter: '{d}%' },
        data: items.map((i) => ({ ...i })),
      },
    ],
  };
}
