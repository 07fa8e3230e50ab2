import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-page loading state (first load, lazy screens). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="centered-page" aria-live="polite">
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
