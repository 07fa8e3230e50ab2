import { chartOption } from '@cairn/charts';
import type { ChartFigures, DashboardChart } from '@cairn/contract';
import { Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '../../i18n/language.ts';
import { CrossTableView } from '../report/cross/cross-table-view.tsx';
import { FigureTable } from './figure-table.tsx';
import { KpiCard } from './kpi-card.tsx';
import { useDashboardEChart } from './use-dashboard-echart.ts';

function EChartBox({ option, label }: { option: object; label: string }) {
  const { box, ready } = useDashboardEChart(option);
  return (
    <div className="dash-echart" role="img" aria-label={label}>
      {!ready && <Spin className="dash-echart__spin" />}
      <div ref={box} className="dash-echart__canvas" />
    </div>
  );
}

/**
 * What a chart cell shows: its state's message (empty, a variable gone, no right to the survey),
 * a KPI card, a table, the cross table view, or the ECharts drawing of @cairn/charts.
 */
export function ChartBody({ chart, figures }: { chart: DashboardChart; figures: ChartFigures | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const option = useMemo(
    () => (figures ? chartOption(chart, figures, { lang }) : null),
    [chart, figures, lang],
  );
  if (!figures) return <Spin className="dash-echart__spin" aria-label={t('common.loading')} />;
  if (figures.state !== 'ok') {
    return (
      <Empty
        className={`dash-state dash-state--${figures.state}`}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={figures.message ?? t(`dashboard.state.${figures.state}`)}
      />
    );
  }
  if (chart.type === 'kpi') return <KpiCard figures={figures} />;
  if (chart.type === 'table') return <FigureTable chart={chart} figures={figures} />;
  if (chart.type === 'cross') {
    return figures.cross ? (
      <div className="dash-cross">
        <CrossTableView table={figures.cross} cells={['count', 'column']} />
      </div>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.state.empty')} />
    );
  }
  if (!option) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.state.empty')} />;
  return <EChartBox option={option} label={chart.title || t(`dashboard.type.${chart.type}`)} />;
}
