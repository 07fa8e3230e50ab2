import '../../features/report/overview/overview.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReportEmpty, ReportError, ReportLoading } from '../../features/report/overview/report-state.tsx';
import { SourceTable } from '../../features/report/overview/source-table.tsx';
import { useSourceStats } from '../../features/report/overview/use-overview-data.ts';

/** /project/{code}/report/source: per source and launch link, responses and how they went. */
export function ReportSourcePage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const stats = useSourceStats(code);
  return (
    <div className="overview-stack">
      <div className="overview-head">
        <h2>{t('reportOverview.source.title')}</h2>
      </div>
      {stats.isError ? (
        <ReportError onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <ReportLoading />
      ) : stats.data.sources.length === 0 ? (
        <ReportEmpty>{t('reportOverview.source.empty')}</ReportEmpty>
      ) : (
        <div className="overview-panel">
          <SourceTable sources={stats.data.sources} />
        </div>
      )}
    </div>
  );
}
