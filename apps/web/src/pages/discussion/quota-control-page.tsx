import type { DiscussionQuotaAction, DiscussionQuotaView } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { controlDiscussionQuota, fetchDiscussionQuotas } from '../../api/endpoints/discussion-quota.ts';
import { QuotaProgressTable } from '../../features/discussion-quota/quota-progress-table.tsx';
import { discussionQuotasKey } from './quota-config-page.tsx';
import '../../features/discussion-quota/discussion-quota.css';

/** /project/{code}/user/quota/control: each quota's progress and its switch (stop at target / allow over). */
export function QuotaControlPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const client = useQueryClient();
  const quotas = useQuery({
    queryKey: discussionQuotasKey(code),
    queryFn: () => fetchDiscussionQuotas(code),
  });
  const control = useMutation({
    mutationFn: ({ id, action }: { id: number; action: DiscussionQuotaAction }) =>
      controlDiscussionQuota(code, id, action),
    onSuccess: (view) =>
      client.setQueryData<DiscussionQuotaView[]>(discussionQuotasKey(code), (old) =>
        (old ?? []).map((q) => (q.id === view.id ? view : q)),
      ),
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
  else
    body = (
      <QuotaProgressTable
        quotas={quotas.data}
        busyId={control.isPending ? (control.variables?.id ?? null) : null}
        onAction={(q, action) => control.mutate({ id: q.id, action })}
      />
    );
  return (
    <section className="dq-page" aria-busy={quotas.isPending}>
      <h2 className="dq-page__title">{t('community.quota.controlTitle')}</h2>
      <p className="dq-page__hint">{t('community.quota.controlHint')}</p>
      {body}
    </section>
  );
}
