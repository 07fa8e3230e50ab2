import type { Lottery, Winner } from '@cairn/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchWinners, retryWinnerPayouts } from '../../../api/endpoints/lotteries.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { useLottery, winnersKey } from '../../../features/lottery/lottery-queries.ts';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { RetryAllButton, RetryRowButton, useRetryPayouts } from '../../../features/rewards/retry-payouts.tsx';
import { StatusTag } from '../envelope/campaign-summary.tsx';
import { LoadFailed, LoadingCard, WithLotteryAccess } from './lottery-frame.tsx';
import { ClaimInfo, WinnerStatusTag } from './winner-cells.tsx';

const PAGE_SIZE = 20;
/** Short cells stay on one line (a time or a code broken in two reads as two values); the response id may wrap. */
const NOWRAP = 'lottery-log__nowrap';

/** /project/{code}/setting/lottery/log/{id}: the winners, newest first, with their claims. */
export function LotteryLogPage() {
  const id = useParams().id ?? '';
  return <WithLotteryAccess>{(code) => <LoadedLog surveyCode={code} id={id} />}</WithLotteryAccess>;
}

function LoadedLog({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const lottery = useLottery(id);
  if (lottery.isError)
    return <LoadFailed title={t('lottery.form.loadError')} onRetry={() => void lottery.refetch()} />;
  if (!lottery.data) return <LoadingCard />;
  return <WinnerLog surveyCode={surveyCode} lottery={lottery.data} />;
}

function WinnerLog({ surveyCode, lottery }: { surveyCode: string; lottery: Lottery }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const winners = useQuery({
    queryKey: [...winnersKey(lottery.id), page],
    queryFn: () => fetchWinners({ id: lottery.id, page, pageSize: PAGE_SIZE }),
  });
  const retry = useRetryPayouts(
    (ids) => retryWinnerPayouts(lottery.id, ids),
    () => void client.invalidateQueries({ queryKey: winnersKey(lottery.id) }),
  );
  const hasCash = lottery.prizes.some((p) => p.kind === 'cash');
  return (
    <Card
      className="setting-card"
      title={
        <span className="lottery-row__head">
          {t('lottery.log.title')} · {lottery.name} <StatusTag status={lottery.status} />
        </span>
      }
      extra={<Link to={lotteryPaths.list(surveyCode)}>{t('lottery.back')}</Link>}
    >
      {hasCash ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <RetryAllButton retry={retry} />
        </Space>
      ) : null}
      {winners.isError ? (
        <LoadFailed title={t('lottery.log.loadError')} onRetry={() => void winners.refetch()} />
      ) : (
        <Table<Winner>
          rowKey="id"
          size="small"
          loading={winners.isPending}
          dataSource={winners.data?.records ?? []}
          locale={{
            emptyText: (
              <Empty
                description={t(
                  lottery.mode === 'after-close' && lottery.drawSeed === null
                    ? 'lottery.log.notDrawn'
                    : 'lottery.log.empty',
                )}
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: winners.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'prize',
              title: t('lottery.log.prize'),
              render: (_, w) => (
                <>
                  {w.prizeName}
                  <span className="lottery-meta">
                    {' · '}
                    {t(`lottery.kind.${w.kind}`)}
                    {w.amountFen !== null ? ` ${formatFen(w.amountFen)}` : ''}
                  </span>
                </>
              ),
            },
            { key: 'responseId', title: t('lottery.log.responseId'), dataIndex: 'responseId' },
            {
              key: 'status',
              className: NOWRAP,
              title: t('lottery.log.status'),
              render: (_, w) => (
                <>
                  <WinnerStatusTag status={w.status} />
                  {w.status === 'failed' ? <RetryRowButton id={w.id} retry={retry} /> : null}
                </>
              ),
            },
            {
              key: 'claim',
              // The answers may be long: only the heading keeps to one line.
              onHeaderCell: () => ({ className: NOWRAP }),
              title: t('lottery.log.claim'),
              render: (_, w) => <ClaimInfo claim={w.claim} />,
            },
            {
              key: 'coupon',
              className: NOWRAP,
              title: t('lottery.log.coupon'),
              render: (_, w) => w.couponCode ?? '—',
            },
            {
              key: 'wonAt',
              className: NOWRAP,
              title: t('lottery.log.wonAt'),
              render: (_, w) => formatFullTime(w.wonAt),
            },
            {
              key: 'claimedAt',
              className: NOWRAP,
              title: t('lottery.log.claimedAt'),
              render: (_, w) => (w.claimedAt === null ? '—' : formatFullTime(w.claimedAt)),
            },
          ]}
        />
      )}
    </Card>
  );
}
