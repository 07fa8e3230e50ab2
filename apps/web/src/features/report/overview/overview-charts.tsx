import type { ReportOverview } from '@cairn/contract';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceSlices, sourceSlices } from './breakdown-items.ts';
import { pieOption, trendOption } from './chart-options.ts';
import { ChartView } from './chart-view.tsx';

/** The overview's charts: the daily trend and the device and source breakdowns. */
export function OverviewCharts({ overview }: { overview: ReportOverview }) {
  const { t, i18n } = useTranslation();
  const names = { total: t('reportOverview.trend.total'), complete: t('reportOverview.trend.complete') };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the language.
  const trend = useMemo(() => trendOption(overview.trend, names), [overview.trend, i18n.language]);
  const devices = useMemo(() => deviceSlices(overview.devices, t), [overview.devices, t]);
  const sources = useMemo(() => sourceSlices(overview.sources, t), [overview.sources, t]);
  const devicePie = useMemo(() => pieOption(devices), [devices]);
  const sourcePie = useMemo(() => pieOption(sources), [sources]);
  const describe = (items: { name: string; value: number }[]) =>
    items.map((i) => `${i.name} ${i.value}`).join(', ');
  return (
    <>
      <Card size="small" title={t('reportOverview.trend.title')} className="overview-panel">
        <ChartView
          option={trend}
          label={`${t('reportOverview.trend.title')}: ${overview.trend.map((d) => `${d.day} ${d.total}`).join(', ')}`}
        />
      </Card>
      <div className="overview-pies">
        <Card size="small" title={t('reportOverview.devices.title')}>
          <ChartView
            option={devicePie}
            label={`${t('reportOverview.devices.title')}: ${describe(devices)}`}
            height={260}
          />
        </Card>
        <Card size="small" title={t('reportOverview.sources.title')}>
          <ChartView
            option={sourcePie}
            label={`${t('reportOverview.sources.title')}: ${describe(sources)}`}
            height={260}
          />
        </Card>
      </div>
    </>
  );
}
