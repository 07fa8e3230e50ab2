import '../../features/report/overview/overview.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QuotaTable } from '../../features/report/overview/quota-table.tsx';
import { ReportEmpty, ReportError, ReportLoading } from '../../features/report/overview/report-state.tsx';
import { useQuotaStats } from '../../features/report/overview/use-overview-data.ts';

/** /project/{code}/report/quota: per quota target, completes, progress, remaining and screen-outs. */
export function ReportQuotaPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const stats = useQuotaStats(code);
  return (
    <div className="overview-stack">
      <div className="overview-head">
        <h2>{t('report.nav.quota')}</h2>
      </div>
      {stats.isError ? (
        <ReportError onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <ReportLoading />
      ) : stats.data.quotas.length === 0 ? (
        <ReportEmpty>{t('reportOverview.quota.empty')}</ReportEmpty>
      ) : (
        <div className="overview-panel">
          <QuotaTable quotas={stats.data.quotas} />
        </div>
      )}
    </div>
  );
}
