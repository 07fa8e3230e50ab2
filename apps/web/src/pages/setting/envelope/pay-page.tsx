import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { cancelOrder, fetchPayInfo, fetchWallet, payOrder } from '../../../api/endpoints/envelope-pay.ts';
import { envelopePaths } from '../../../features/envelope/envelope-paths.ts';
import { campaignKey, campaignsKey } from '../../../features/envelope/envelope-queries.ts';
import { formatFen } from '../../../features/envelope/money.ts';
import { CouponPicker } from '../../../features/finance/coupon-picker.tsx';
import { LoadFailed, LoadingCard, WithEnvelopeAccess } from './envelope-frame.tsx';

/** Where the author recharges the wallet (the user centre's finance pages). */
export const RECHARGE_PATH = '/user/finance';

/** /project/{code}/setting/envelope/pay?order=…&campaign=…: pay a campaign's order from the wallet. */
export function EnvelopePayPage() {
  return (
    <WithEnvelopeAccess>
      {(code) => (
        <PayOrder
          listPath={envelopePaths.list(code)}
          detailPath={(id) => envelopePaths.detail(code, id)}
          listKey={campaignsKey(code)}
          itemKey={campaignKey}
        />
      )}
    </WithEnvelopeAccess>
  );
}

/**
 * Pays a campaign's order (`?order=…&campaign=…`) from the wallet; shared by the envelope and the
 * lottery areas (a lottery's cash prizes are an order as an envelope budget is), which say where
 * to go after and which cached lists the payment changes.
 */
export function PayOrder(props: {
  /** The card's title (default: the envelope budget's). */
  title?: string;
  /** The toast once paid (default: the envelope's "campaign started"). */
  paidText?: string;
  listPath: string;
  detailPath: (campaignId: string) => string;
  listKey: readonly unknown[];
  itemKey: (campaignId: string) => readonly unknown[];
}) {
  const { listPath, detailPath } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const campaignId = params.get('campaign') ?? '';
  const [couponId, setCouponId] = useState<string | undefined>();
  const info = useQuery({
    queryKey: ['order-pay-info', orderId, couponId ?? null],
    queryFn: () => fetchPayInfo(orderId, couponId),
    enabled: orderId !== '',
    placeholderData: keepPreviousData,
  });
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: fetchWallet });
  const settled = (to: string) => {
    void client.invalidateQueries({ queryKey: props.listKey });
    if (campaignId) void client.invalidateQueries({ queryKey: props.itemKey(campaignId) });
    void client.invalidateQueries({ queryKey: ['wallet'] });
    navigate(to);
  };
  const pay = useMutation({
    mutationFn: () => payOrder(orderId, couponId),
    onSuccess: () => {
      void message.success(props.paidText ?? t('envelope.pay.paid'));
      settled(campaignId ? detailPath(campaignId) : listPath);
    },
    onError: (error) => {
      // A coupon used or expired meanwhile (A21030…): choose again; otherwise fresh figures.
      if (couponId && !(isApiError(error) && error.code === 'A0207')) setCouponId(undefined);
      else void info.refetch();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () => {
      void message.success(t('envelope.pay.cancelled'));
      settled(listPath);
    },
  });
  const back = <Link to={listPath}>{t('envelope.pay.back')}</Link>;

  if (orderId === '')
    return <Alert type="warning" showIcon title={t('envelope.pay.missing')} action={back} />;
  if (info.isError)
    return <LoadFailed title={t('envelope.pay.loadError')} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingCard />;
  const { order, balanceFen, shortFen, discountFen, dueFen, coupons } = info.data;
  const insufficient = isApiError(pay.error) && pay.error.code === 'A0207';
  const mayManage = wallet.data?.mayManage ?? true;
  const unpaid = order.status === 'unpaid';
  const owner = wallet.data?.owner;

  return (
    <Card className="setting-card" title={props.title ?? t('envelope.pay.title')}>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('envelope.pay.order')}>{order.id}</Descriptions.Item>
        <Descriptions.Item label={t('envelope.pay.amount')}>
          <span className="envelope-pay__amount">{formatFen(order.amountFen)}</span>
        </Descriptions.Item>
        {discountFen > 0 ? (
          <>
            <Descriptions.Item label={t('finance.order.discount')}>
              {formatFen(discountFen)}
            </Descriptions.Item>
            <Descriptions.Item label={t('finance.order.due')}>{formatFen(dueFen)}</Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={t('envelope.pay.balance')}>
          {formatFen(wallet.data?.balanceFen ?? balanceFen)}
          {owner ? (
            <span className="envelope-row__meta">
              {' · '}
              {owner.kind === 'organization'
                ? t('envelope.pay.walletOrg', { name: owner.name })
                : t('envelope.pay.walletUser')}
            </span>
          ) : null}
        </Descriptions.Item>
      </Descriptions>
      <Space direction="vertical" style={{ width: '100%' }}>
        {!unpaid ? <Alert type="info" showIcon title={t('envelope.pay.notUnpaid')} action={back} /> : null}
        {unpaid && !mayManage ? <Alert type="warning" showIcon title={t('envelope.pay.noManage')} /> : null}
        {unpaid && mayManage ? (
          <CouponPicker coupons={coupons} value={couponId} onChange={setCouponId} disabled={pay.isPending} />
        ) : null}
        {unpaid && (insufficient || shortFen > 0) ? (
          <Alert
            type={insufficient ? 'error' : 'warning'}
            showIcon
            role="alert"
            title={t('envelope.pay.insufficient')}
            description={shortFen > 0 ? t('envelope.pay.short', { amount: formatFen(shortFen) }) : undefined}
            action={<Link to={RECHARGE_PATH}>{t('envelope.pay.recharge')}</Link>}
          />
        ) : null}
        {unpaid ? (
          <Space>
            <Button
              type="primary"
              loading={pay.isPending}
              disabled={!mayManage || cancel.isPending}
              onClick={() => pay.mutate()}
            >
              {t('envelope.pay.submit')}
            </Button>
            <Button
              disabled={!mayManage || pay.isPending}
              loading={cancel.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('envelope.pay.cancelTitle'),
                  content: t('envelope.pay.cancelBody'),
                  okText: t('envelope.pay.cancel'),
                  cancelText: t('envelope.confirm.cancel'),
                  onOk: () => cancel.mutate(),
                })
              }
            >
              {t('envelope.pay.cancel')}
            </Button>
            {back}
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}
