import type { SampleOrder } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { exportSample } from '../../../api/endpoints/sample.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { samplePaths } from '../../../features/sample/sample-paths.ts';
import { isDelivering, useSample } from '../../../features/sample/sample-queries.ts';
import { AuditCard } from './audit-card.tsx';
import { DeliveryErrorAlert } from './delivery-error.tsx';
import { STATUS_COLOUR } from './list-page.tsx';
import { LoadFailed, LoadingCard, WithSampleAccess } from './sample-frame.tsx';
import { tagsText } from './sample-tags-text.ts';

/** /project/{code}/launch/sample/detail/{orderId}: the order, its delivery progress and the audit. */
export function SampleDetailPage() {
  const id = useParams().orderId ?? '';
  return <WithSampleAccess>{(code) => <SampleDetail surveyCode={code} id={id} />}</WithSampleAccess>;
}

function SampleDetail({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sample = useSample(id);
  const exporting = useMutation({
    mutationFn: () => exportSample(id),
    onSuccess: () => void message.success(t('sample.detail.exported')),
  });
  if (sample.isError)
    return <LoadFailed title={t('sample.loadError')} onRetry={() => void sample.refetch()} />;
  if (!sample.data) return <LoadingCard />;
  const s = sample.data;
  const auditable = s.status === 'fielding' || s.status === 'auditing';
  return (
    <>
      <Card
        title={
          <Space>
            {s.name}
            <Tag color={STATUS_COLOUR[s.status]}>{t(`sample.status.${s.status}`)}</Tag>
          </Space>
        }
        extra={<Link to={samplePaths.list(surveyCode)}>{t('sample.back')}</Link>}
      >
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label={t('sample.detail.tags')}>{tagsText(t, s.tags)}</Descriptions.Item>
          <Descriptions.Item label={t('sample.row.quantity')}>{s.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('sample.form.incidence')}>{s.incidence}%</Descriptions.Item>
          <Descriptions.Item label={t('sample.row.price')}>{formatFen(s.priceFen)}</Descriptions.Item>
          <Descriptions.Item label={t('sample.row.budget')}>{formatFen(s.budgetFen)}</Descriptions.Item>
          <Descriptions.Item label={t('sample.detail.spent')}>{formatFen(s.spentFen)}</Descriptions.Item>
        </Descriptions>
        <Figures s={s} />
        <Progress
          percent={Math.round((Math.min(s.accepted, s.quantity) / s.quantity) * 100)}
          aria-label={t('sample.detail.accepted')}
        />
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          {isDelivering(s) ? (
            <Alert type="info" showIcon title={t('sample.detail.delivering')} role="status" />
          ) : null}
          <DeliveryErrorAlert sample={s} />
          {s.status === 'completed' ? (
            <Alert
              type="success"
              showIcon
              role="status"
              title={t('sample.detail.completed', {
                accepted: s.accepted,
                spent: formatFen(s.spentFen),
                refunded: formatFen(s.refundedFen),
              })}
            />
          ) : null}
          <Space wrap>
            {s.pendingOrder ? (
              <Link to={samplePaths.pay(surveyCode, s.pendingOrder.id, s.id)}>{t('sample.row.pay')}</Link>
            ) : null}
            <Link to={samplePaths.log(surveyCode, s.id)}>{t('sample.log.title')}</Link>
            <Button
              onClick={() => exporting.mutate()}
              loading={exporting.isPending}
              disabled={s.delivered === 0}
            >
              {t('sample.detail.export')}
            </Button>
          </Space>
        </Space>
      </Card>
      {auditable ? <AuditCard sampleId={s.id} revision={s.delivered} /> : null}
    </>
  );
}

function Figures({ s }: { s: SampleOrder }) {
  const { t } = useTranslation();
  const items: [string, number | string][] = [
    [t('sample.detail.delivered'), s.delivered],
    [t('sample.detail.pending'), s.pending],
    [t('sample.detail.accepted'), s.accepted],
    [t('sample.detail.rejected'), s.rejected],
    [t('sample.detail.owed'), s.owed],
    [t('sample.detail.refunded'), formatFen(s.refundedFen)],
  ];
  return (
    <dl className="sample-figures" data-testid="sample-figures">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
