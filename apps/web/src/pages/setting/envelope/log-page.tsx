import { DownloadOutlined } from '@ant-design/icons';
import type { Campaign, Grant, GrantStatus } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { exportGrants, fetchGrants, retryGrantPayouts } from '../../../api/endpoints/envelopes.ts';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import { campaignKey, grantsKey, useCampaign } from '../../../features/envelope/envelope-queries.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { RetryAllButton, RetryRowButton, useRetryPayouts } from '../../../features/rewards/retry-payouts.tsx';
import { DOWNLOADS_KEY } from '../../download/download-keys.ts';
import { AuditBar } from './audit-bar.tsx';
import { StatusTag } from './campaign-summary.tsx';
import { LoadFailed, LoadingCard, WithEnvelopeAccess } from './envelope-frame.tsx';

const PAGE_SIZE = 20;
/** Short cells stay on one line (a time or a masked payee broken in two reads as two values); the response id may wrap. */
const NOWRAP = 'envelope-log__nowrap';
const GRANT_STATUSES: GrantStatus[] = ['held', 'paying', 'paid', 'rejected', 'failed'];
const GRANT_COLOUR: Record<GrantStatus, string> = {
  held: 'gold',
  paying: 'blue',
  paid: 'green',
  rejected: 'default',
  failed: 'red',
};

/** /project/{code}/setting/envelope/log/{id}: every grant and payout, its review, the export. */
export function EnvelopeLogPage() {
  const id = useParams().orderId ?? '';
  return <WithEnvelopeAccess>{(code) => <LoadedLog surveyCode={code} id={id} />}</WithEnvelopeAccess>;
}

function LoadedLog({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const campaign = useCampaign(id);
  if (campaign.isError)
    return <LoadFailed title={t('envelope.form.loadError')} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <LoadingCard />;
  return <GrantLog surveyCode={surveyCode} campaign={campaign.data} />;
}

function GrantLog({ surveyCode, campaign }: { surveyCode: string; campaign: Campaign }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<GrantStatus | undefined>(undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const grants = useQuery({
    queryKey: [...grantsKey(campaign.id), page, status ?? 'all'],
    queryFn: () => fetchGrants({ id: campaign.id, page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) }),
  });
  const exporting = useMutation({
    mutationFn: () => exportGrants(campaign.id, status),
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: grantsKey(campaign.id) });
    void client.invalidateQueries({ queryKey: campaignKey(campaign.id) });
  };
  const retry = useRetryPayouts((ids) => retryGrantPayouts(campaign.id, ids), refresh);
  const manual = campaign.review === 'manual';
  const reviewable = (g: Grant) => g.status === 'held' && g.audit === 'pending';

  return (
    <Card
      className="setting-card"
      title={
        <span className="envelope-row__head">
          {t('envelope.log.title')} · {campaign.name} <StatusTag status={campaign.status} />
        </span>
      }
      extra={<Link to={envelopePaths.list(surveyCode)}>{t('envelope.back')}</Link>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<GrantStatus | 'all'>
          aria-label={t('envelope.log.filter')}
          style={{ width: 160 }}
          value={status ?? 'all'}
          onChange={(v) => {
            setStatus(v === 'all' ? undefined : v);
            setPage(1);
            setSelected([]);
          }}
          options={[
            { value: 'all', label: t('envelope.log.all') },
            ...GRANT_STATUSES.map((s) => ({ value: s, label: t(`envelope.log.grantStatus.${s}`) })),
          ]}
        />
        <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
          {t('envelope.log.export')}
        </Button>
        <RetryAllButton retry={retry} />
      </Space>
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('envelope.log.exported')}
          action={<Link to="/download">{t('envelope.log.toDownloads')}</Link>}
        />
      ) : null}
      {manual ? (
        <AuditBar
          campaignId={campaign.id}
          selected={selected}
          onDone={() => {
            setSelected([]);
            refresh();
          }}
        />
      ) : null}
      {grants.isError ? (
        <LoadFailed title={t('envelope.log.loadError')} onRetry={() => void grants.refetch()} />
      ) : (
        <Table<Grant>
          rowKey="id"
          size="small"
          loading={grants.isPending}
          dataSource={grants.data?.records ?? []}
          locale={{ emptyText: <Empty description={t('envelope.log.empty')} /> }}
          rowSelection={
            manual
              ? {
                  selectedRowKeys: grants.data?.records
                    .filter((g) => selected.includes(g.responseId))
                    .map((g) => g.id),
                  onChange: (_keys, rows) => setSelected(rows.map((g) => g.responseId)),
                  getCheckboxProps: (g) => ({ disabled: !reviewable(g), 'aria-label': String(g.responseId) }),
                }
              : undefined
          }
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: grants.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => {
              setPage(next);
              setSelected([]);
            },
          }}
          columns={[
            { key: 'responseId', title: t('envelope.log.responseId'), dataIndex: 'responseId' },
            {
              key: 'amount',
              className: NOWRAP,
              title: t('envelope.log.amount'),
              render: (_, g) => formatFen(g.amountFen),
            },
            {
              key: 'status',
              className: NOWRAP,
              title: t('envelope.log.status'),
              render: (_, g) => (
                <>
                  <Tag color={GRANT_COLOUR[g.status]}>{t(`envelope.log.grantStatus.${g.status}`)}</Tag>
                  {g.status === 'failed' ? <RetryRowButton id={g.id} retry={retry} /> : null}
                </>
              ),
            },
            {
              key: 'grantedAt',
              className: NOWRAP,
              title: t('envelope.log.grantedAt'),
              render: (_, g) => formatFullTime(g.grantedAt),
            },
            {
              key: 'paidAt',
              className: NOWRAP,
              title: t('envelope.log.paidAt'),
              render: (_, g) => (g.paidAt === null ? '—' : formatFullTime(g.paidAt)),
            },
            {
              key: 'payee',
              className: NOWRAP,
              title: t('envelope.log.payee'),
              render: (_, g) => g.payee ?? '—',
            },
            {
              key: 'note',
              // A note may be long: only its heading keeps to one line.
              onHeaderCell: () => ({ className: NOWRAP }),
              title: t('envelope.log.note'),
              render: (_, g) => g.note ?? '',
            },
          ]}
        />
      )}
    </Card>
  );
}
