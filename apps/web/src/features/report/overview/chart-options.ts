import type { TrendDay } from '@cairn/contract';
import type { EChartsCoreOption } from 'echarts/core';

/** ECharts options of the overview charts (pure, so the figures they show are testable). */

const TEAL = '#0f766e';
const PALETTE = [TEAL, '#2563eb', '#d97706', '#7c3aed', '#db2777', '#65a30d', '#64748b'];

export function trendOption(
  trend: readonly TrendDay[],
  names: { total: string; complete: string },
): EChartsCoreOption {
  return {
    color: ['#2563eb', TEAL],
    tooltip: { trigger: 'axis' },
    legend: { data: [names.total, names.complete], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: trend.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.total, type: 'line', smooth: true, data: trend.map((d) => d.total) },
      {
        name: names.complete,
        type: 'line',
        smooth: true,
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
        label: { formatter: '{b} {d}%' },
        data: items.map((i) => ({ ...i })),
      },
    ],
  };
}
