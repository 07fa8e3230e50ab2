import type { CrossTable } from '@cairn/contract';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadECharts } from '../board/echarts-loader.ts';
import { crossChartOption } from './cross-chart-option.ts';

interface Props {
  table: CrossTable;
  type: 'clustered' | 'stacked';
}

/** The categorical blocks as bar charts, through the board's lazily loaded ECharts. */
export function CrossCharts({ table, type }: Props) {
  return (
    <div className="cross-charts">
      {table.blocks
        .filter((block) => block.kind === 'categorical')
        .map((block) => (
          <BlockChart key={block.variableId} table={table} blockId={block.variableId} type={type} />
        ))}
    </div>
  );
}

function BlockChart({ table, blockId, type }: Props & { blockId: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const chart = useRef<{
    setOption: (o: unknown, notMerge: boolean) => void;
    resize(): void;
    dispose(): void;
  } | null>(null);
  const block = table.blocks.find((b) => b.variableId === blockId);

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
    if (ready && block)
      chart.current?.setOption(
        crossChartOption(block, table.columns, type, t('reportCross.table.total')),
        true,
      );
  }, [ready, block, table.columns, type, t]);

  if (!block) return null;
  return (
    <figure className="cross-chart" role="img" aria-label={block.label}>
      <figcaption>{block.label}</figcaption>
      {ready ? null : <Spin aria-label={t('reportCross.table.loading')} />}
      <div ref={box} style={{ height: 320 }} data-chart-type={type} />
    </figure>
  );
}
