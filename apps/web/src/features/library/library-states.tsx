import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows of grey bars while a list loads, announced to screen readers as loading. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="lib-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} active title={false} paragraph={{ rows: 2, width: ['70%', '40%'] }} />
      ))}
    </div>
  );
}

/** A failed load with a way to try again (the client already toasted the reason). */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('library.common.loadError')}
      extra={<Button onClick={onRetry}>{t('library.common.retry')}</Button>}
    />
  );
}

/** An empty list: what is missing, why, and the action that fills it when there is one. */
export function ListEmpty({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Empty
      className="lib-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div className="lib-empty__title">{title}</div>
          {hint && <div className="lib-empty__hint">{hint}</div>}
        </>
      }
    >
      {action}
    </Empty>
  );
}
