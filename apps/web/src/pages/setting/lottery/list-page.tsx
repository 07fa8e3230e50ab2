import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { useLotteryList } from '../../../features/lottery/lottery-queries.ts';
import { useLotteryActions } from '../../../features/lottery/use-lottery-actions.tsx';
import { LoadFailed, LoadingCard, WithLotteryAccess } from './lottery-frame.tsx';
import { LotteryRow } from './lottery-row.tsx';

/** /project/{code}/setting/lottery: the survey's lotteries, 10 at a time with "load more". */
export function LotteryListPage() {
  return <WithLotteryAccess>{(code) => <LotteryList surveyCode={code} />}</WithLotteryAccess>;
}

function LotteryList({ surveyCode }: { surveyCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLotteryList(surveyCode);
  const actions = useLotteryActions(surveyCode);
  const lotteries = list.data?.pages.flatMap((p) => p.records) ?? [];
  let body: ReactNode;
  if (list.isError && lotteries.length === 0)
    body = <LoadFailed title={t('lottery.loadError')} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <LoadingCard />;
  else if (lotteries.length === 0) body = <Empty description={t('lottery.empty')} />;
  else
    body = (
      <div className="lottery-list">
        {lotteries.map((lottery) => (
          <LotteryRow key={lottery.id} surveyCode={surveyCode} lottery={lottery} actions={actions} />
        ))}
      </div>
    );
  return (
    <Card
      className="setting-card"
      title={t('lottery.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(lotteryPaths.create(surveyCode))}
        >
          {t('lottery.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('lottery.intro')}</Typography.Paragraph>
      {body}
      {list.hasNextPage ? (
        <div className="lottery-more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('lottery.loadMore')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
