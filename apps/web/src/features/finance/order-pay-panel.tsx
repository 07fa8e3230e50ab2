import type { Order } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Popconfirm, Row, Skeleton, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { cancelOrder, payOrder } from '../../api/endpoints/finance.ts';
import { CouponPicker } from './coupon-picker.tsx';
import { useInvalidateFinance, usePayInfo } from './finance-queries.ts';
import { ManageGate } from './manage-gate.tsx';
import { formatYuan } from './money-format.ts';
import { useOpenRecharge } from './recharge-opener.tsx';

/**
 * Paying an unpaid order from the wallet: the balance, a coupon to pick among those usable on it (the
 * largest discount first; none picked until the user picks), what is due and missing with it
 * (order/pay/info), pay and cancel with a confirmation. Short of money — said before paying, or A0207 answered by a race — shows
 * how much is missing with a recharge of exactly that.
 */
export function OrderPayPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidateFinance();
  const openRecharge = useOpenRecharge();
  const [couponId, setCouponId] = useState<string | undefined>();
  const info = usePayInfo(order.id, order.status === 'unpaid', couponId);
  const amount = formatYuan(info.data?.dueFen ?? order.amountFen);
  const pay = useMutation({
    mutationFn: () => payOrder(order.id, couponId),
    onSuccess: () => {
      void message.success(t('finance.order.paid'));
      void invalidate();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'A0207') {
        // A payment since the page opened took the money: the refreshed figures say how much is missing.
        void info.refetch();
      } else setCouponId(undefined); // the coupon was used or expired meanwhile: choose again
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: () => {
      void message.success(t('finance.order.cancelled'));
      void invalidate();
    },
  });
  if (info.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  const shortFen = info.data?.shortFen ?? 0;
  const coupons = info.data?.coupons ?? [];
  return (
    <Card title={t('finance.order.payTitle')}>
      {info.data && (
        <Row gutter={24}>
          <Col>
            <Statistic title={t('finance.order.balance')} value={formatYuan(info.data.balanceFen)} />
          </Col>
          <Col>
            <Statistic title={t('finance.order.discount')} value={formatYuan(info.data.discountFen)} />
          </Col>
          <Col>
            <Statistic title={t('finance.order.due')} value={formatYuan(info.data.dueFen)} />
          </Col>
        </Row>
      )}
      <ManageGate>
        <div style={{ marginTop: 16 }}>
          <CouponPicker coupons={coupons} value={couponId} onChange={setCouponId} />
        </div>
      </ManageGate>
      {shortFen > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ margin: '16px 0' }}
          title={t('finance.order.short', { short: formatYuan(shortFen) })}
          action={
            <ManageGate>
              <Button type="primary" onClick={() => openRecharge(shortFen)}>
                {t('finance.order.shortAction')}
              </Button>
            </ManageGate>
          }
        />
      )}
      <ManageGate>
        <Space style={{ marginTop: 16 }}>
          <Popconfirm
            title={t('finance.order.payConfirm', { amount })}
            onConfirm={() => pay.mutateAsync().catch(() => {})}
          >
            <Button type="primary" loading={pay.isPending} disabled={shortFen > 0}>
              {t('finance.order.pay', { amount })}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('finance.order.cancelConfirm')}
            onConfirm={() => cancel.mutateAsync().catch(() => {})}
          >
            <Button danger loading={cancel.isPending}>
              {t('finance.order.cancel')}
            </Button>
          </Popconfirm>
        </Space>
      </ManageGate>
    </Card>
  );
}
