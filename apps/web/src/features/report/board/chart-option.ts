import type { ChartData } from './chart-data.ts';
import type { ChartType } from './part-types.ts';

const PALETTE = ['#0f766e', '#2563eb', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#65a30d', '#db2777'];
/** Long option texts are cut on the axis (the table beside shows them whole). */
const AXIS_LABEL_MAX = 14;

/** What ECharts hands a pie's label and tooltip formatters. */
interface PieParam {
  name: string;
  value: number;
  percent: number;
}

/** Pie shares with one decimal, like the tables (ECharts' own `{d}` shows two). */
const onePlace = (percent: number) => `${percent.toFixed(1)}%`;

function shorten(label: string): string {
  return label.length > AXIS_LABEL_MAX ? `${label.slice(0, AXIS_LABEL_MAX - 1)}…` : label;
}

/**
 * The ECharts option of a chart. A pie draws one series only, so a grid (several series) asked as
 * a pie falls back to bars. Labels are plain text: ECharts draws them on a canvas, so the CJK font
 * of the page applies and nothing is parsed as HTML.
 */
export function chartOptionOf(type: Exclude<ChartType, 'table'>, data: ChartData): Record<string, unknown> {
  const format = data.percent ? '{value}%' : '{value}';
  const first = data.series[0];
  if (type === 'pie' && data.series.length === 1 && first) {
    return {
      color: PALETTE,
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (p: PieParam) => `${p.name}: ${p.value} (${onePlace(p.percent)})`,
      },
      legend: { type: 'scroll', bottom: 0, formatter: shorten },
      series: [
        {
          type: 'pie',
          radius: ['0%', '70%'],
          center: ['50%', '45%'],
          // Inside the slices, so a narrow phone never cuts them; slivers leave theirs to the
          // tooltip and the table.
          label: {
            position: 'inside',
            color: '#fff',
            formatter: (p: PieParam) => (p.percent >= 5 ? onePlace(p.percent) : ''),
          },
          data: data.labels.map((name, i) => ({ name, value: first.values[i] ?? 0 })),
        },
      ],
    };
  }
  const seriesType = type === 'line' ? 'line' : 'bar';
  return {
    color: PALETTE,
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: data.series.length > 1 ? { type: 'scroll', bottom: 0 } : undefined,
    grid: { left: 8, right: 16, top: 28, bottom: data.series.length > 1 ? 36 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.labels,
      axisLabel: { interval: 0, formatter: shorten, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: format },
      ...(data.percent ? { max: 100 } : {}),
      // Counts of people: no 0.5 ticks between 0 and 1.
      ...(data.counts ? { minInterval: 1 } : {}),
    },
    series: data.series.map((series) => ({
      type: seriesType,
      name: series.name,
      data: series.values,
      barMaxWidth: 36,
      label: data.series.length === 1 ? { show: true, position: 'top' } : undefined,
    })),
  };
}
