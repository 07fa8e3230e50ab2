import type { Recharge } from '@cairn/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecharges } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';

/** /user/finance/recharge: the wallet's recharges; each opens its payment result (and pays on from there). */
export function RechargesPage() {
  const { t, i18n } = useTranslation();
  const list = useRecharges();
  return (
    <PagedTable<Recharge>
      list={list}
      empty={t('finance.recharges.empty')}
      columns={[
        {
          title: t('finance.recharges.time'),
          dataIndex: 'createdAt',
          render: (v: number) => formatTime(v, i18n.language),
        },
        {
          title: t('finance.recharges.id'),
          dataIndex: 'id',
          render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
        },
        {
          title: t('finance.recharges.amount'),
          dataIndex: 'amountFen',
          align: 'right',
          render: (v: number) => formatYuan(v),
        },
        {
          title: t('finance.recharges.status'),
          dataIndex: 'status',
          render: (v: Recharge['status']) => (
            <StatusTag status={v} label={t(`finance.rechargeStatus.${v}`)} />
          ),
        },
        {
          title: t('finance.recharges.paidAt'),
          dataIndex: 'paidAt',
          render: (v: number | null) => formatTime(v, i18n.language),
        },
        {
          title: t('finance.recharges.action'),
          key: 'action',
          render: (_: unknown, r) => (
            <Link to={`/user/finance/recharge/${r.id}`}>
              {r.status === 'paid' ? t('finance.recharges.view') : t('finance.recharges.continuePay')}
            </Link>
          ),
        },
      ]}
    />
  );
}
