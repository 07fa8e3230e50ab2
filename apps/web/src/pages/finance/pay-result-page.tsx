import { useMutation } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { payRecharge } from '../../api/endpoints/finance.ts';
import { useInvalidateFinance, useWallet } from '../../features/finance/finance-queries.ts';
import { ManageGate } from '../../features/finance/manage-gate.tsx';
import { formatYuan } from '../../features/finance/money-format.ts';
import { openPayPage } from '../../features/finance/pay-page.ts';
import { useRechargeStatus } from '../../features/finance/use-recharge-status.ts';

/**
 * /user/finance/recharge/{id}: the payment result (spec "paid payment result"). Waits for the
 * provider's answer while the pay page is open elsewhere, then says paid (with the new balance) or
 * failed (with "pay again": a new payment attempt for the same recharge).
 */
export function PayResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateFinance();
  const wallet = useWallet();
  const { recharge, failed, stale, restart } = useRechargeStatus(id);
  const again = useMutation({
    mutationFn: () => payRecharge(id),
    onSuccess: (started) => {
      openPayPage(started.payUrl);
      restart();
    },
  });
  const status = recharge?.status;
  // The balance and the lists move when the recharge settles.
  useEffect(() => {
    if (status && status !== 'pending') void invalidate();
  }, [status, invalidate]);

  const back = (
    <Button key="back" onClick={() => navigate('/user/finance')}>
      {t('finance.result.backToFinance')}
    </Button>
  );
  const body = () => {
    if (failed)
      return (
        <Result
          status="warning"
          title={t('finance.result.notFound')}
          extra={[
            <Button key="retry" onClick={restart}>
              {t('finance.retry')}
            </Button>,
            back,
          ]}
        />
      );
    if (!recharge) return <Skeleton active />;
    const amount = formatYuan(recharge.amountFen);
    if (recharge.status === 'paid')
      return (
        <Result
          status="success"
          title={t('finance.result.paidTitle')}
          subTitle={
            wallet.data
              ? t('finance.result.paidHint', { amount, balance: formatYuan(wallet.data.balanceFen) })
              : t('finance.result.paidHintNoBalance', { amount })
          }
          extra={[
            <Button key="back" type="primary" onClick={() => navigate('/user/finance')}>
              {t('finance.result.backToFinance')}
            </Button>,
            <Button key="list" onClick={() => navigate('/user/finance/recharge')}>
              {t('finance.result.toRecharges')}
            </Button>,
          ]}
        />
      );
    if (recharge.status === 'failed')
      return (
        <Result
          status="error"
          title={t('finance.result.failedTitle')}
          subTitle={`${amount} · ${t('finance.result.failedHint')}`}
          extra={[
            <ManageGate key="again">
              <Button type="primary" loading={again.isPending} onClick={() => again.mutate()}>
                {t('finance.result.payAgain')}
              </Button>
            </ManageGate>,
            back,
          ]}
        />
      );
    return (
      <Result
        icon={stale ? undefined : <Spin size="large" />}
        status={stale ? 'info' : undefined}
        title={stale ? t('finance.result.staleTitle') : `${t('finance.result.waitingTitle')} ${amount}`}
        subTitle={stale ? t('finance.result.staleHint') : t('finance.result.waitingHint')}
        extra={[
          recharge.payUrl && (
            <Button key="open" type="primary" href={recharge.payUrl} target="_blank" rel="noopener">
              {t('finance.result.openPay')}
            </Button>
          ),
          stale && (
            <Button key="refresh" onClick={restart}>
              {t('finance.result.refresh')}
            </Button>
          ),
          back,
        ]}
      />
    );
  };
  return (
    <Card>
      <div aria-live="polite">{body()}</div>
    </Card>
  );
}
