import { Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartData } from './chart-data.ts';
import { chartOptionOf } from './chart-option.ts';
import type { ChartType } from './part-types.ts';
import { useEChart } from './use-echart.ts';

interface Props {
  type: Exclude<ChartType, 'table'>;
  data: ChartData;
  /** Names the chart for screen readers (the table beside carries the figures). */
  title: string;
}

/** A question's chart on one ECharts canvas (use-echart.ts), sized to its labels. */
export function QuestionChart({ type, data, title }: Props) {
  const { t } = useTranslation();
  const option = useMemo(() => chartOptionOf(type, data), [type, data]);
  const { box, ready } = useEChart(option);

  const height = type === 'pie' ? 300 : Math.max(240, Math.min(420, 160 + data.labels.length * 12));
  return (
    <div className="board-chart" role="img" aria-label={title}>
      {ready ? null : <Spin className="board-chart__spin" aria-label={t('reportBoard.chart.loading')} />}
      <div ref={box} style={{ height }} data-chart-type={type} />
    </div>
  );
}
