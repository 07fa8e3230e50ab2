import { type RefObject, useEffect, useRef, useState } from 'react';

type EChartsCore = typeof import('echarts/core');
let loading: Promise<EChartsCore> | null = null;

/** ECharts with the dashboard's extras, loaded on first use (its own chunk). */
export function loadDashboardECharts(): Promise<EChartsCore> {
  loading ??= import('./echarts-dashboard-setup.ts').then((module) => module.echarts);
  return loading;
}

interface Chart {
  setOption: (option: unknown, notMerge: boolean) => void;
  resize: () => void;
  dispose: () => void;
}

/**
 * One ECharts canvas in `box` (as the report board's use-echart.ts), resized with its grid cell,
 * given `option` whenever it changes.
 */
export function useDashboardEChart(option: unknown): {
  box: RefObject<HTMLDivElement | null>;
  ready: boolean;
} {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void loadDashboardECharts().then((echarts) => {
      if (!alive || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      alive = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready && option !== null) chart.current?.setOption(option, true);
  }, [ready, option]);

  return { box, ready };
}
