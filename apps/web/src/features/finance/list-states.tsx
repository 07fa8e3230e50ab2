import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A finance table's empty text: nothing while the first page loads (the table's spinner says it; an
 * "empty" picture under it would be a wrong answer for a moment), the list's own words, or the failure
 * with a retry.
 */
export function ListEmpty({
  loading,
  failed,
  text,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  text: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) return <div style={{ height: 120 }} />;
  if (failed)
    return (
      <Result
        status="warning"
        title={t('finance.loadFailed')}
        extra={<Button onClick={onRetry}>{t('finance.retry')}</Button>}
      />
    );
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
