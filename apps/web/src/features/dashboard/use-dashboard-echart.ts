import type { RefObject } from 'react';
import type { EChartsCore } from '../report/board/echarts-loader.ts';
import { useEChart } from '../report/board/use-echart.ts';

let loading: Promise<EChartsCore> | null = null;

/** ECharts with the dashboard's extras, loaded on first use (its own chunk). */
export function loadDashboardECharts(): Promise<EChartsCore> {
  loading ??= import('./echarts-dashboard-setup.ts').then((module) => module.echarts);
  return loading;
}

/** One ECharts canvas in `box` (the report board's hook), on the dashboard's ECharts build. */
export function useDashboardEChart(option: unknown): {
  box: RefObject<HTMLDivElement | null>;
  ready: boolean;
} {
  return useEChart(option, loadDashboardECharts);
}
