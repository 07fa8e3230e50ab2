import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type Chart = {
  setOption(option: EChartsCoreOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(event: 'finished', handler: () => void): void;
  off(event: 'finished'): void;
};

/**
 * One ECharts chart, loaded on first use (echarts-setup.ts is a lazy chunk). Resizes with its
 * box; the label describes the chart for screen readers, which cannot read the canvas.
 */
export function ChartView({
  option,
  label,
  height = 280,
}: {
  option: EChartsCoreOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [ready, setReady] = useState(false);
  // Set once the chart has drawn (animation done): journeys wait for it before a screenshot.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup.ts').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!ready || !current) return;
    // Listen from this option on, so the empty first frame does not count as drawn.
    setDrawn(false);
    current.off('finished');
    current.on('finished', () => setDrawn(true));
    current.setOption(option, true);
  }, [ready, option]);

  return (
    <div style={{ position: 'relative', height }} data-drawn={drawn || undefined}>
      {!ready && <Skeleton active paragraph={{ rows: 4 }} />}
      <div ref={box} role="img" aria-label={label} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
