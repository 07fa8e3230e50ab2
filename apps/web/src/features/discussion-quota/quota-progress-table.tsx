import type { DiscussionQuotaAction, DiscussionQuotaView } from '@cairn/contract';
import { Progress, Segmented, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  quotas: DiscussionQuotaView[];
  /** The control switch per quota; absent: read-only (the client's community page). */
  onAction?: (quota: DiscussionQuotaView, action: DiscussionQuotaAction) => void;
  /** The quota whose switch is being saved. */
  busyId?: number | null;
}

/** Roll quotas with their progress: done of target, in progress, and (for the owner) the control switch. */
export function QuotaProgressTable({ quotas, onAction, busyId = null }: Props) {
  const { t } = useTranslation();
  return (
    <Table<DiscussionQuotaView>
      rowKey="id"
      pagination={false}
      dataSource={quotas}
      data-testid="quota-progress"
      columns={[
        { title: t('community.quota.name'), dataIndex: 'name' },
        { title: t('community.quota.kind'), dataIndex: 'label' },
        {
          title: t('community.quota.progress'),
          key: 'progress',
          width: 220,
          render: (_, q) => (
            <Progress
              percent={Math.min(100, Math.round((q.done / q.target) * 100))}
              format={() => `${q.done} / ${q.target}`}
              status={q.full ? 'success' : 'normal'}
              aria-label={`${q.name} ${q.done} / ${q.target}`}
            />
          ),
        },
        { title: t('community.quota.inProgress'), dataIndex: 'inProgress', width: 100 },
        { title: t('community.quota.matching'), dataIndex: 'matching', width: 110 },
        {
          title: t('community.quota.state'),
          key: 'state',
          width: 80,
          render: (_, q) =>
            q.full ? (
              <Tag color="green">{t('community.quota.full')}</Tag>
            ) : (
              <Tag>{t('community.quota.open')}</Tag>
            ),
        },
        {
          title: t('community.quota.action'),
          key: 'action',
          width: 220,
          render: (_, q) =>
            onAction ? (
              <Segmented<DiscussionQuotaAction>
                size="small"
                aria-label={`${t('community.quota.action')} ${q.name}`}
                value={q.action}
                disabled={busyId === q.id}
                onChange={(action) => onAction(q, action)}
                options={[
                  { value: 'stop', label: t('community.quota.actionStop') },
                  { value: 'allow', label: t('community.quota.actionAllow') },
                ]}
              />
            ) : (
              <span>
                {t(q.action === 'stop' ? 'community.quota.actionStop' : 'community.quota.actionAllow')}
              </span>
            ),
        },
      ]}
    />
  );
}
