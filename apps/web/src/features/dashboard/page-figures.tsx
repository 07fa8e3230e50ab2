import type { ChartFigures, PageDetail } from '@cairn/contract';
import { Alert, Button, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import type { LiveDetailState } from './live-detail.ts';

/** The figures of a detail answer by chart id. */
export function useFiguresById(detail: PageDetail | null): Map<number, ChartFigures> {
  return useMemo(() => new Map((detail?.figures ?? []).map((f) => [f.chartId, f])), [detail]);
}

/**
 * What a page shows instead of its grid: the first load's spinner, a failed load (with a retry),
 * or the empty page's invitation.
 */
export function PageState({
  state,
  onRetry,
  emptyText,
  emptyAction,
}: {
  state: LiveDetailState;
  onRetry(): void;
  emptyText: string;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!state.detail && state.loading) {
    return (
      <div className="dash-page-state" aria-busy="true">
        <Spin description={t('dashboard.loadingFigures')} />
      </div>
    );
  }
  if (!state.detail && state.error) {
    const text = isApiError(state.error) ? state.error.message : t('dashboard.loadFailed');
    return (
      <Alert
        type="error"
        showIcon
        title={text}
        action={
          <Button size="small" onClick={onRetry}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  }
  if (state.detail && state.detail.charts.length === 0) {
    return (
      <Empty className="dash-page-state" description={emptyText}>
        {emptyAction}
      </Empty>
    );
  }
  return null;
}
