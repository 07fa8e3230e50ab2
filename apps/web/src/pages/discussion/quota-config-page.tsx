import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  fetchDiscussionQuotaNodes,
  fetchDiscussionQuotas,
  saveDiscussionQuotas,
} from '../../api/endpoints/discussion-quota.ts';
import { draftOf, inputOf, newDraft, type QuotaDraft } from '../../features/discussion-quota/quota-draft.ts';
import { QuotaRowEditor } from '../../features/discussion-quota/quota-row-editor.tsx';
import '../../features/discussion-quota/discussion-quota.css';

export const discussionQuotasKey = (code: string) => ['discussion-quotas', code] as const;

/**
 * /project/{code}/user/quota/config: the roll's quotas, each counting a group or a head field's
 * value, edited as a list and saved in one call (rows left out are deleted).
 */
export function QuotaConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const code = useParams().code ?? '';
  const client = useQueryClient();
  const quotas = useQuery({
    queryKey: discussionQuotasKey(code),
    queryFn: () => fetchDiscussionQuotas(code),
  });
  const nodes = useQuery({
    queryKey: ['discussion-quota-nodes', code],
    queryFn: () => fetchDiscussionQuotaNodes(code),
  });
  const [drafts, setDrafts] = useState<QuotaDraft[] | null>(null);
  useEffect(() => {
    if (quotas.data && drafts === null) setDrafts(quotas.data.map(draftOf));
  }, [quotas.data, drafts]);
  const save = useMutation({
    mutationFn: (rows: QuotaDraft[]) =>
      saveDiscussionQuotas(
        code,
        rows.map((d) => inputOf(d)!),
      ),
    onSuccess: (saved) => {
      client.setQueryData(discussionQuotasKey(code), saved);
      setDrafts(saved.map(draftOf));
      void message.success(t('community.quota.saved'));
    },
  });

  const head = (
    <>
      <h2 className="dq-page__title">{t('community.quota.configTitle')}</h2>
      <p className="dq-page__hint">{t('community.quota.configHint')}</p>
    </>
  );
  if (quotas.isError || nodes.isError)
    return (
      <section className="dq-page">
        {head}
        <Alert
          type="error"
          showIcon
          title={t('community.quota.loadError')}
          action={
            <Button
              onClick={() => {
                void quotas.refetch();
                void nodes.refetch();
              }}
            >
              {t('community.quota.retry')}
            </Button>
          }
        />
      </section>
    );
  if (!nodes.data || drafts === null)
    return (
      <section className="dq-page" aria-busy="true">
        {head}
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  const noNodes = nodes.data.groups.length === 0 && nodes.data.fields.length === 0;
  const incomplete = drafts.some((d) => inputOf(d) === null);
  const add = () => {
    const d = newDraft();
    setDrafts([...drafts, nodes.data.groups.length === 0 ? { ...d, kind: 'field' } : d]);
  };
  return (
    <section className="dq-page">
      {head}
      {noNodes ? (
        <Alert className="dq-page__note" type="info" showIcon title={t('community.quota.noNodes')} />
      ) : null}
      {drafts.length === 0 ? (
        <Empty description={t('community.quota.empty')}>
          <p className="dq-page__hint">{t('community.quota.emptyHint')}</p>
        </Empty>
      ) : (
        <div className="dq-rows">
          {drafts.map((d, i) => (
            <QuotaRowEditor
              key={d.key}
              draft={d}
              nodes={nodes.data}
              onChange={(next) => setDrafts(drafts.map((x, j) => (j === i ? next : x)))}
              onRemove={() => setDrafts(drafts.filter((_, j) => j !== i))}
            />
          ))}
        </div>
      )}
      {incomplete ? <p className="dq-page__hint">{t('community.quota.incomplete')}</p> : null}
      <div className="dq-page__actions">
        <Button onClick={add} disabled={noNodes}>
          {t('community.quota.add')}
        </Button>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={incomplete}
          onClick={() => save.mutate(drafts)}
        >
          {t('community.quota.save')}
        </Button>
      </div>
    </section>
  );
}
