import '../../features/report/overview/overview.css';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OverviewVia } from '../../api/endpoints/report-overview.ts';
import { OverviewCards } from '../../features/report/overview/overview-cards.tsx';
import { OverviewCharts } from '../../features/report/overview/overview-charts.tsx';
import { QuotaProgress } from '../../features/report/overview/quota-progress.tsx';
import { ReportEmpty, ReportError, ReportLoading } from '../../features/report/overview/report-state.tsx';
import { useQuotaStats, useReportOverview } from '../../features/report/overview/use-overview-data.ts';

/** /project/{code}/report: figure cards, collection trend, device and source breakdown, quota progress. */
export function ReportOverviewPage() {
  return <OverviewContent code={useParams().code ?? ''} via="report" />;
}

/** The overview's figures, through the report's paths or the retail-partner ones (jd). */
export function OverviewContent({ code, via }: { code: string; via: OverviewVia }) {
  const { t } = useTranslation();
  const overview = useReportOverview(code, via);
  const quotas = useQuotaStats(code, via);
  const title = <h2>{t('report.nav.overview')}</h2>;
  if (overview.isError) return <ReportError onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <ReportLoading />;
  const o = overview.data;
  const head = (
    <div className="overview-head">
      {title}
      <span className="overview-muted">{t('reportOverview.zoneNote', { zone: o.timeZone })}</span>
    </div>
  );
  if (o.counts.total === 0)
    return (
      <div className="overview-stack">
        {head}
        <ReportEmpty>
          {t(o.published ? 'reportOverview.noResponses' : 'reportOverview.notPublished')}
        </ReportEmpty>
      </div>
    );
  return (
    <div className="overview-stack">
      {head}
      <OverviewCards overview={o} />
      <OverviewCharts overview={o} />
      <Card size="small" title={t('reportOverview.quota.title')}>
        {quotas.isError ? (
          <ReportError onRetry={() => void quotas.refetch()} />
        ) : quotas.data ? (
          <QuotaProgress quotas={quotas.data.quotas} />
        ) : (
          <ReportLoading />
        )}
      </Card>
    </div>
  );
}
