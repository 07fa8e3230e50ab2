import { type RefObject, useEffect, useRef, useState } from 'react';
import { type EChartsCore, loadECharts } from './echarts-loader.ts';

interface Chart {
  setOption: (option: unknown, notMerge: boolean) => void;
  resize: () => void;
  dispose: () => void;
}

/**
 * One ECharts canvas in `box`: created once ECharts has loaded (lazily, echarts-loader.ts),
 * resized with its box, disposed on unmount, and given `option` whenever it changes (null: none
 * yet). `ready` is false until the canvas exists, for a spinner meanwhile. `load` gives the
 * ECharts build: the dashboard's registers more chart kinds in a chunk of its own.
 */
export function useEChart(
  option: unknown,
  load: () => Promise<EChartsCore> = loadECharts,
): { box: RefObject<HTMLDivElement | null>; ready: boolean } {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const chart = useRef<Chart | null>(null);

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void load().then((echarts) => {
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
  }, [load]);

  useEffect(() => {
    if (ready && option !== null) chart.current?.setOption(option, true);
  }, [ready, option]);

  return { box, ready };
}
