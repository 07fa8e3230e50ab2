import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading and error states shared by the overview, source and quota screens. */
export function ReportLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="overview-panel">
      <span role="status" className="cairn-visually-hidden">
        {t('reportOverview.loading')}
      </span>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

export function ReportError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('reportOverview.loadError')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('reportOverview.retry')}
        </Button>
      }
    />
  );
}

export function ReportEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="overview-panel">
      <Empty description={children} />
    </div>
  );
}
