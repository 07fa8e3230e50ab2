import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartData } from './chart-data.ts';
import { chartOptionOf } from './chart-option.ts';
import { loadECharts } from './echarts-loader.ts';
import type { ChartType } from './part-types.ts';

interface Props {
  type: Exclude<ChartType, 'table'>;
  data: ChartData;
  /** Names the chart for screen readers (the table beside carries the figures). */
  title: string;
}

/** One ECharts canvas; created when ECharts has loaded, resized with its box, disposed on unmount. */
export function QuestionChart({ type, data, title }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const chart = useRef<{
    setOption: (o: unknown, notMerge: boolean) => void;
    resize: () => void;
    dispose: () => void;
  } | null>(null);

  useEffect(() => {
    let alive = true;
    let observer: ResizeObserver | null = null;
    void loadECharts().then((echarts) => {
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
    if (ready) chart.current?.setOption(chartOptionOf(type, data), true);
  }, [ready, type, data]);

  const height = type === 'pie' ? 300 : Math.max(240, Math.min(420, 160 + data.labels.length * 12));
  return (
    <div className="board-chart" role="img" aria-label={title}>
      {ready ? null : <Spin className="board-chart__spin" aria-label={t('reportBoard.chart.loading')} />}
      <div ref={box} style={{ height }} data-chart-type={type} />
    </div>
  );
}
