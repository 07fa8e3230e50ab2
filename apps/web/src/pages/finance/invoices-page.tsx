import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoices } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';
import type { Invoice } from '../../features/finance/types.ts';

/** /user/finance/invoice: the invoice requests; a new one is requested from a paid order's details. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const list = useInvoices();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('finance.invoice.hint')}</Typography.Paragraph>
      <PagedTable<Invoice>
        list={list}
        empty={t('finance.invoice.empty')}
        columns={[
          {
            title: t('finance.invoice.time'),
            dataIndex: 'createdAt',
            render: (v: number) => formatTime(v, i18n.language),
          },
          {
            title: t('finance.invoice.order'),
            dataIndex: 'orderId',
            render: (v: string) => <Link to={`/user/finance/order/${v}`}>{v}</Link>,
          },
          { title: t('finance.invoice.invoiceTitle'), dataIndex: 'title' },
          {
            title: t('finance.invoice.taxNumber'),
            dataIndex: 'taxNumber',
            render: (v: string | null) => v ?? '—',
          },
          { title: t('finance.invoice.email'), dataIndex: 'email' },
          {
            title: t('finance.invoice.amount'),
            dataIndex: 'amountFen',
            align: 'right',
            render: (v: number) => formatYuan(v),
          },
          {
            title: t('finance.invoice.status'),
            dataIndex: 'status',
            render: (v: Invoice['status']) => (
              <StatusTag status={v} label={t(`finance.invoiceStatus.${v}`)} />
            ),
          },
        ]}
      />
    </>
  );
}
