import type { Order } from '@cairn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrders } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';

/** /user/finance/order: the campaign orders of the wallet, newest first; details pay, cancel or invoice. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const list = useOrders();
  return (
    <PagedTable<Order>
      list={list}
      empty={t('finance.orders.empty')}
      columns={[
        {
          title: t('finance.orders.time'),
          dataIndex: 'createdAt',
          render: (v: number) => formatTime(v, i18n.language),
        },
        { title: t('finance.orders.id'), dataIndex: 'id' },
        {
          title: t('finance.orders.kind'),
          dataIndex: 'kind',
          render: (v: Order['kind']) => t(`finance.orderKinds.${v}`),
        },
        { title: t('finance.orders.project'), dataIndex: 'refId' },
        {
          title: t('finance.orders.amount'),
          dataIndex: 'amountFen',
          align: 'right',
          render: (v: number) => formatYuan(v),
        },
        {
          title: t('finance.orders.status'),
          dataIndex: 'status',
          render: (v: Order['status']) => <StatusTag status={v} label={t(`finance.orderStatus.${v}`)} />,
        },
        {
          title: t('finance.orders.action'),
          key: 'action',
          render: (_: unknown, r) => (
            <Link to={`/user/finance/order/${r.id}`}>{t('finance.orders.detail')}</Link>
          ),
        },
      ]}
    />
  );
}
