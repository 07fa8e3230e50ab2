import { DownloadOutlined } from '@ant-design/icons';
import type { PrizeClaim, PrizeClaimState } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  exportPrizeClaims,
  fetchPrizeClaims,
  PRIZE_CLAIMS_PAGE_SIZE,
} from '../../../api/endpoints/prizes.ts';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { LoadFailed } from '../envelope/envelope-frame.tsx';
import { ClaimInfo, WinnerStatusTag } from '../lottery/winner-cells.tsx';
import { prizeClaimsKey } from './prize-keys.ts';
import type { PrizeRef } from './prize-page.tsx';
import { ShipModal } from './ship-modal.tsx';

const STATES: PrizeClaimState[] = ['unclaimed', 'claimed', 'shipped'];

/** A coupon or physical prize's winners and claims, filtered by state, 20 a page; shipping and export. */
export function ClaimsPanel(props: {
  surveyCode: string;
  prize: PrizeRef;
  mayLaunch: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lottery, index } = props.prize;
  const prize = lottery.prizes[index]!;
  const physical = prize.kind === 'physical';
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PrizeClaimState | undefined>(undefined);
  const [shipping, setShipping] = useState<PrizeClaim | null>(null);
  const target = { surveyCode: props.surveyCode, lotteryId: lottery.id, prizeIndex: index };
  const claims = useQuery({
    queryKey: [...prizeClaimsKey(lottery.id, index), page, state ?? 'all'],
    queryFn: () => fetchPrizeClaims({ ...target, state, page }),
    placeholderData: keepPreviousData,
  });
  const exporting = useMutation({ mutationFn: () => exportPrizeClaims({ ...target, state }) });
  const states = (physical ? STATES : STATES.slice(0, 2)).map((s) => ({
    value: s,
    label: t(physical ? `prize.claims.state.${s}` : `prize.claims.couponState.${s}`),
  }));
  return (
    <Card
      size="small"
      className="prize-claims"
      title={t('prize.claims.title', { name: prize.name })}
      extra={<Button onClick={props.onClose}>{t('prize.claims.close')}</Button>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<PrizeClaimState | 'all'>
          aria-label={t('prize.claims.filter')}
          style={{ width: 180 }}
          value={state ?? 'all'}
          onChange={(v) => {
            setState(v === 'all' ? undefined : v);
            setPage(1);
          }}
          options={[{ value: 'all', label: t('prize.claims.all') }, ...states]}
        />
        {props.mayLaunch ? (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {t('prize.claims.export')}
          </Button>
        ) : null}
      </Space>
      {exporting.isSuccess ? (
        <Alert
          type="success"
          showIcon
          className="prize-note"
          title={t('prize.claims.exported')}
          action={<Link to="/download">{t('prize.claims.toDownloads')}</Link>}
        />
      ) : null}
      {claims.data?.masked ? (
        <Alert type="info" showIcon className="prize-note" title={t('prize.claims.masked')} />
      ) : null}
      {claims.isError ? (
        <LoadFailed title={t('prize.claims.loadError')} onRetry={() => void claims.refetch()} />
      ) : (
        <ClaimsTable
          physical={physical}
          mayLaunch={props.mayLaunch}
          loading={claims.isPending}
          records={claims.data?.records ?? []}
          pagination={{ current: page, total: claims.data?.total ?? 0, onChange: setPage }}
          onShip={setShipping}
        />
      )}
      {shipping ? (
        <ShipModal
          claim={shipping}
          lotteryId={lottery.id}
          surveyCode={props.surveyCode}
          onClose={() => setShipping(null)}
        />
      ) : null}
    </Card>
  );
}

function ClaimsTable(props: {
  physical: boolean;
  mayLaunch: boolean;
  loading: boolean;
  records: PrizeClaim[];
  pagination: { current: number; total: number; onChange: (page: number) => void };
  onShip: (claim: PrizeClaim) => void;
}) {
  const { t } = useTranslation();
  const editable = (c: PrizeClaim) =>
    c.status === 'claimed' || (c.status === 'shipped' && (c.trackingEditableUntil ?? 0) > Date.now());
  return (
    <Table<PrizeClaim>
      rowKey="winnerId"
      size="small"
      loading={props.loading}
      dataSource={props.records}
      locale={{ emptyText: <Empty description={t('prize.claims.empty')} /> }}
      pagination={{ ...props.pagination, pageSize: PRIZE_CLAIMS_PAGE_SIZE, showSizeChanger: false }}
      columns={[
        {
          key: 'responseId',
          className: 'prize-nowrap',
          title: t('prize.claims.responseId'),
          // The id's first block tells rows apart; the whole id is in the title and the export.
          render: (_, c) => (
            <span className="prize-tracking" title={c.responseId}>
              {c.responseId.slice(0, 8)}…
            </span>
          ),
        },
        {
          key: 'status',
          className: 'prize-nowrap',
          title: t('prize.claims.status'),
          render: (_, c) => <WinnerStatusTag status={c.status} />,
        },
        props.physical
          ? {
              key: 'claim',
              className: 'prize-claim-cell',
              title: t('prize.claims.claim'),
              render: (_, c) => <ClaimInfo claim={c.claim} />,
            }
          : { key: 'code', title: t('prize.claims.code'), render: (_, c) => c.couponCode ?? '—' },
        ...(props.physical
          ? [
              {
                key: 'tracking',
                title: t('prize.claims.tracking'),
                render: (_: unknown, c: PrizeClaim) =>
                  c.trackingNo === null ? (
                    '—'
                  ) : (
                    <>
                      <span className="prize-tracking">{c.trackingNo}</span>
                      <div className="lottery-meta">
                        {t('prize.claims.shippedAt', { time: formatFullTime(c.shippedAt ?? 0) })}
                      </div>
                    </>
                  ),
              },
            ]
          : []),
        {
          key: 'wonAt',
          title: t('prize.claims.wonAt'),
          render: (_, c) => formatFullTime(c.wonAt),
        },
        ...(props.physical && props.mayLaunch
          ? [
              {
                key: 'actions',
                title: t('prize.claims.actions'),
                render: (_: unknown, c: PrizeClaim) =>
                  editable(c) ? (
                    <Button size="small" onClick={() => props.onShip(c)}>
                      {t(c.status === 'claimed' ? 'prize.claims.ship' : 'prize.claims.editTracking')}
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
