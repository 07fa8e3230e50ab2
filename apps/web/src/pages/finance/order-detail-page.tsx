import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrder } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { InvoiceModal } from '../../features/finance/invoice-modal.tsx';
import { ManageGate } from '../../features/finance/manage-gate.tsx';
import { formatYuan } from '../../features/finance/money-format.ts';
import { OrderPayPanel } from '../../features/finance/order-pay-panel.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';

/** /user/finance/order/{id}: one order with its campaign, what its escrow holds, pay / cancel / invoice. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const [invoicing, setInvoicing] = useState(false);
  const back = (
    <Link to="/user/finance/order">
      <ArrowLeftOutlined aria-hidden="true" /> {t('finance.order.back')}
    </Link>
  );
  if (order.isPending) return <Skeleton active />;
  if (order.isError) return <Result status="404" title={t('finance.order.notFound')} extra={back} />;
  const o = order.data;
  const time = (ms: number | null) => formatTime(ms, i18n.language);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {back}
      <Card
        title={`${t('finance.order.info')} ${o.id}`}
        extra={
          o.status === 'paid' &&
          !o.invoiced && (
            <ManageGate>
              <Button onClick={() => setInvoicing(true)}>{t('finance.order.requestInvoice')}</Button>
            </ManageGate>
          )
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: t('finance.orders.status'),
              children: <StatusTag status={o.status} label={t(`finance.orderStatus.${o.status}`)} />,
            },
            { key: 'amount', label: t('finance.orders.amount'), children: formatYuan(o.amountFen) },
            { key: 'kind', label: t('finance.order.project'), children: t(`finance.orderKinds.${o.kind}`) },
            { key: 'ref', label: t('finance.order.projectId'), children: o.refId },
            { key: 'discount', label: t('finance.order.discount'), children: formatYuan(o.discountFen) },
            { key: 'paidFen', label: t('finance.order.walletPaid'), children: formatYuan(o.paidFen) },
            { key: 'held', label: t('finance.order.held'), children: formatYuan(o.heldFen) },
            { key: 'refunded', label: t('finance.order.refunded'), children: formatYuan(o.refundedFen) },
            { key: 'created', label: t('finance.order.createdAt'), children: time(o.createdAt) },
            ...(o.paidAt !== null
              ? [{ key: 'paid', label: t('finance.order.paidAt'), children: time(o.paidAt) }]
              : []),
            ...(o.cancelledAt !== null
              ? [{ key: 'cancelled', label: t('finance.order.cancelledAt'), children: time(o.cancelledAt) }]
              : []),
            {
              key: 'invoiced',
              label: t('finance.order.invoiced'),
              children: o.invoiced ? t('finance.order.invoicedYes') : t('finance.order.invoicedNo'),
            },
          ]}
        />
      </Card>
      {o.status === 'unpaid' && <OrderPayPanel order={o} />}
      {invoicing && <InvoiceModal order={o} onClose={() => setInvoicing(false)} />}
    </Space>
  );
}
