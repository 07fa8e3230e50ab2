import type { CrossTable } from '@cairn/contract';
import { Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEChart } from '../board/use-echart.ts';
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
  const block = table.blocks.find((b) => b.variableId === blockId);
  const total = t('reportCross.table.total');
  const option = useMemo(
    () => (block ? crossChartOption(block, table.columns, type, total) : null),
    [block, table.columns, type, total],
  );
  const { box, ready } = useEChart(option);

  if (!block) return null;
  return (
    <figure className="cross-chart" role="img" aria-label={block.label}>
      <figcaption>{block.label}</figcaption>
      {ready ? null : <Spin aria-label={t('reportCross.table.loading')} />}
      <div ref={box} style={{ height: 320 }} data-chart-type={type} />
    </figure>
  );
}
