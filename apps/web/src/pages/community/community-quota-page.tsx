import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchCommunityQuota } from '../../features/community/community-calls.ts';
import { QuotaProgressTable } from '../../features/discussion-quota/quota-progress-table.tsx';
import '../../features/discussion-quota/discussion-quota.css';

/** /community/{code}/quota/control: the roll quotas' progress, read-only (no switch). */
export function CommunityQuotaPage() {
  const { t } = useTranslation();
  const code = useParams().surveyCode ?? '';
  const quotas = useQuery({
    queryKey: ['community', code, 'quota'],
    queryFn: () => fetchCommunityQuota(code),
  });
  let body: React.ReactNode;
  if (quotas.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('community.quota.loadError')}
        action={<Button onClick={() => void quotas.refetch()}>{t('community.quota.retry')}</Button>}
      />
    );
  else if (!quotas.data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (quotas.data.length === 0) body = <Empty description={t('community.quota.empty')} />;
  else body = <QuotaProgressTable quotas={quotas.data} />;
  return (
    <section className="dq-page" aria-busy={quotas.isPending}>
      <h2 className="dq-page__title">{t('community.quota.controlTitle')}</h2>
      {body}
    </section>
  );
}
