import type { CodingReport } from '@cairn/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';

/**
 * What a coding screen shows until its report is there: a skeleton while it loads, and the
 * reason with a way back when it cannot be read (deleted, or another survey's).
 */
export function CodingReportPending({
  report,
  back,
}: {
  report: UseQueryResult<CodingReport>;
  back: string;
}) {
  const { t } = useTranslation();
  if (report.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('reportCoding.workspace.notFound')}
        description={isApiError(report.error) ? report.error.message : undefined}
        action={
          <Link to={back} relative="path">
            {t('reportCoding.workspace.back')}
          </Link>
        }
      />
    );
  return <Skeleton active paragraph={{ rows: 8 }} aria-label={t('reportCoding.workspace.loading')} />;
}
