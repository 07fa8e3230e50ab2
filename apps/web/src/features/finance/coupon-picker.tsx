import type { Coupon } from '@cairn/contract';
import { Select, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { couponLabel } from './coupon-label.ts';

/**
 * The coupon to pay an order with, among those the pay info lists as usable on it (largest
 * discount first); none until the user picks one. The finance order page and the campaigns' pay
 * pages both offer it.
 */
export function CouponPicker(props: {
  coupons: readonly Coupon[];
  value: string | undefined;
  onChange(couponId: string | undefined): void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { coupons } = props;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 480 }}>
      <label htmlFor={id}>{t('finance.order.coupon')}</label>
      <Select<string>
        id={id}
        allowClear
        style={{ width: '100%' }}
        value={props.value}
        onChange={(v) => props.onChange(v)}
        placeholder={
          coupons.length
            ? t('finance.order.couponPick', { count: coupons.length })
            : t('finance.order.couponNone')
        }
        disabled={props.disabled || coupons.length === 0}
        options={coupons.map((c) => ({ value: c.id, label: couponLabel(c, t, i18n.language) }))}
      />
    </Space>
  );
}
