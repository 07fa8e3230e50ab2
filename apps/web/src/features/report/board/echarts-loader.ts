/**
 * ECharts, loaded on first use: the import is dynamic so the chart code is its own chunk, fetched
 * when a board first shows a chart, and echarts-setup.ts registers only bar, pie and line with the
 * grid, tooltip and legend (the full `echarts` bundle is about 1 MB).
 */
export type EChartsCore = typeof import('echarts/core');

let loading: Promise<EChartsCore> | null = null;

export function loadECharts(): Promise<EChartsCore> {
  loading ??= import('./echarts-setup.ts').then((module) => module.echarts);
  return loading;
}
