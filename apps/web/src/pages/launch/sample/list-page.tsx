import { PlusOutlined } from '@ant-design/icons';
import type { SampleOrder } from '@cairn/contract';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFen } from '../../../features/envelope/money.ts';
import { samplePaths } from '../../../features/sample/sample-paths.ts';
import { useSampleList } from '../../../features/sample/sample-queries.ts';
import { LoadFailed, LoadingCard, WithSampleAccess } from './sample-frame.tsx';
import { tagsText } from './sample-tags-text.ts';

/** /project/{code}/launch/sample: the survey's sample orders, 10 at a time with "load more". */
export function SampleListPage() {
  return <WithSampleAccess>{(code) => <SampleList surveyCode={code} />}</WithSampleAccess>;
}

export const STATUS_COLOUR: Record<SampleOrder['status'], string> = {
  draft: 'default',
  paying: 'orange',
  fielding: 'blue',
  auditing: 'purple',
  completed: 'green',
  cancelled: 'default',
};

function SampleList({ surveyCode }: { surveyCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSampleList(surveyCode);
  const orders = list.data?.pages.flatMap((p) => p.records) ?? [];
  let body: ReactNode;
  if (list.isError && orders.length === 0)
    body = <LoadFailed title={t('sample.loadError')} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <LoadingCard />;
  else if (orders.length === 0) body = <Empty description={t('sample.empty')} />;
  else
    body = (
      <div className="sample-list">
        {orders.map((order) => (
          <SampleRow key={order.id} surveyCode={surveyCode} order={order} />
        ))}
      </div>
    );
  return (
    <Card
      title={t('sample.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(samplePaths.create(surveyCode))}
        >
          {t('sample.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('sample.intro')}</Typography.Paragraph>
      {body}
      {list.hasNextPage ? (
        <div className="sample-more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('sample.loadMore')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function SampleRow({ surveyCode, order }: { surveyCode: string; order: SampleOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = order.status === 'draft' || order.status === 'paying';
  return (
    <Card size="small" data-testid="sample-row">
      <div className="sample-row__head">
        <h3 className="sample-row__name">{order.name}</h3>
        <Tag color={STATUS_COLOUR[order.status]}>{t(`sample.status.${order.status}`)}</Tag>
        <span className="sample-meta">{tagsText(t, order.tags)}</span>
      </div>
      <dl className="sample-figures">
        <div>
          <dt>{t('sample.row.quantity')}</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>{t('sample.row.price')}</dt>
          <dd>{formatFen(order.priceFen)}</dd>
        </div>
        <div>
          <dt>{t('sample.row.budget')}</dt>
          <dd>{formatFen(order.budgetFen)}</dd>
        </div>
      </dl>
      <div className="sample-meta" style={{ marginBottom: 8 }}>
        {t('sample.row.progress', {
          delivered: order.delivered,
          quantity: order.quantity,
          accepted: order.accepted,
        })}
      </div>
      <Space wrap role="group">
        {order.pendingOrder ? (
          <Button
            type="primary"
            onClick={() => navigate(samplePaths.pay(surveyCode, order.pendingOrder!.id, order.id))}
          >
            {t('sample.row.pay')}
          </Button>
        ) : null}
        {editable ? (
          <Button onClick={() => navigate(samplePaths.edit(surveyCode, order.id))}>
            {t('sample.row.edit')}
          </Button>
        ) : null}
        <Button onClick={() => navigate(samplePaths.detail(surveyCode, order.id))}>
          {t('sample.row.detail')}
        </Button>
        <Button onClick={() => navigate(samplePaths.log(surveyCode, order.id))}>{t('sample.row.log')}</Button>
      </Space>
    </Card>
  );
}
