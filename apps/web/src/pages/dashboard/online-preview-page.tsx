import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { fetchPublicDashboard, fetchPublicPageDetail } from '../../api/endpoints/dashboard-pages.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import type { DetailFetcher } from '../../features/dashboard/live-detail.ts';
import { PreviewBoard } from '../../features/dashboard/preview-board.tsx';
import { formatDateTime } from '../../features/dashboard/status-tag.tsx';

/**
 * /dashboard/preview/{code}/online?t=TOKEN: the public link, logged out, read-only and live, the
 * pages as launched. A closed or unknown link (A0344) says so.
 */
export function DashboardOnlinePage() {
  const { t, i18n } = useTranslation();
  const token = useSearchParams()[0].get('t') ?? '';
  const info = useQuery({
    queryKey: dashboardKeys.publicInfo(token),
    queryFn: () => fetchPublicDashboard(token),
    enabled: token.length >= 16,
    retry: false,
  });
  const fetcher = useCallback<DetailFetcher>(
    (body, signal) => fetchPublicPageDetail({ ...body, token }, signal),
    [token],
  );
  if (token.length < 16 || info.isError) {
    const text =
      isApiError(info.error) && info.error.code !== 'A0344'
        ? info.error.message
        : t('dashboard.preview.linkClosed');
    return <Result status="404" title={text} />;
  }
  if (!info.data) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <PreviewBoard
      title={info.data.title}
      {...(info.data.launchTime
        ? {
            subtitle: t('dashboard.preview.launchedAt', {
              time: formatDateTime(info.data.launchTime, i18n.language),
            }),
          }
        : {})}
      pages={info.data.pages}
      fetcher={fetcher}
    />
  );
}
