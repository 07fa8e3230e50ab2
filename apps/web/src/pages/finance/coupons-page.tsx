import type { Coupon } from '@cairn/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { redeemCoupon } from '../../api/endpoints/finance.ts';
import { useCoupons, useInvalidateFinance } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { ManageGate } from '../../features/finance/manage-gate.tsx';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';

const STATES = ['available', 'used', 'expired'] as const;

/** The promo-code form: A21032/A21033 said under the field, a new coupon shown in the available tab. */
function RedeemForm({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const invalidate = useInvalidateFinance();
  const redeem = useMutation({
    mutationFn: (code: string) => redeemCoupon(code),
    onSuccess: (coupon) => {
      void message.success(t('finance.coupons.redeemed', { amount: formatYuan(coupon.amountOffFen) }));
      form.resetFields();
      onRedeemed();
      void invalidate();
    },
  });
  const refusal = isApiError(redeem.error) ? redeem.error.message : null;
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => redeem.mutate(v.code.trim())}
      style={{ marginBottom: 16 }}
    >
      <Form.Item
        name="code"
        label={t('finance.coupons.code')}
        rules={[
          { required: true, message: t('finance.coupons.codeRequired') },
          { pattern: /^\s*[A-Za-z0-9-]{4,32}\s*$/, message: t('finance.coupons.codeInvalid') },
        ]}
      >
        <Input placeholder={t('finance.coupons.codePlaceholder')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={redeem.isPending}>
          {t('finance.coupons.redeem')}
        </Button>
      </Form.Item>
      {refusal && (
        <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 8, width: '100%' }} />
      )}
    </Form>
  );
}

/** /user/finance/coupons: the wallet's coupons by state, and the promo-code form for those who may spend. */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<Coupon['state']>('available');
  const list = useCoupons(state);
  return (
    <>
      <ManageGate>
        <RedeemForm onRedeemed={() => setState('available')} />
      </ManageGate>
      <Space style={{ marginBottom: 16 }}>
        <Segmented<Coupon['state']>
          value={state}
          onChange={setState}
          options={STATES.map((s) => ({ value: s, label: t(`finance.couponState.${s}`) }))}
        />
      </Space>
      <PagedTable<Coupon>
        list={list}
        empty={t(`finance.coupons.empty.${state}`)}
        columns={[
          {
            title: t('finance.coupons.amount'),
            dataIndex: 'amountOffFen',
            render: (v: number) => formatYuan(v),
          },
          {
            title: t('finance.coupons.min'),
            dataIndex: 'minOrderFen',
            render: (v: number) => (v > 0 ? formatYuan(v) : t('finance.coupons.noMin')),
          },
          {
            title: t('finance.coupons.expiresAt'),
            dataIndex: 'expiresAt',
            render: (v: number) => formatTime(v, i18n.language),
          },
          {
            title: t('finance.coupons.source'),
            dataIndex: 'source',
            render: (v: string) => (v === 'operator' ? t('finance.coupons.fromOperator') : v),
          },
          {
            title: t('finance.coupons.state'),
            dataIndex: 'state',
            render: (v: Coupon['state']) => <StatusTag status={v} label={t(`finance.couponState.${v}`)} />,
          },
          {
            title: t('finance.coupons.order'),
            dataIndex: 'orderId',
            render: (v: string | null) => (v ? <Link to={`/user/finance/order/${v}`}>{v}</Link> : '—'),
          },
        ]}
      />
    </>
  );
}
