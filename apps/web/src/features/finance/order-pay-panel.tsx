import type { Order } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Skeleton, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { cancelOrder, payOrder } from '../../api/endpoints/finance.ts';
import { useInvalidateFinance, usePayInfo } from './finance-queries.ts';
import { ManageGate } from './manage-gate.tsx';
import { formatYuan } from './money-format.ts';
import { useOpenRecharge } from './recharge-opener.tsx';

/**
 * Paying an unpaid order from the wallet: the balance and what is missing (order/pay/info), pay and
 * cancel with a confirmation. Short of money — said before paying, or A0207 answered by a race — shows
 * how much is missing with a recharge of exactly that.
 */
export function OrderPayPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidateFinance();
  const openRecharge = useOpenRecharge();
  const info = usePayInfo(order.id, order.status === 'unpaid');
  const amount = formatYuan(order.amountFen);
  const pay = useMutation({
    mutationFn: () => payOrder(order.id),
    onSuccess: () => {
      void message.success(t('finance.order.paid'));
      void invalidate();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'A0207') {
        // A payment since the page opened took the money: the refreshed figures say how much is missing.
        void info.refetch();
      }
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
  return (
    <Card title={t('finance.order.payTitle')}>
      {info.data && <Statistic title={t('finance.order.balance')} value={formatYuan(info.data.balanceFen)} />}
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
