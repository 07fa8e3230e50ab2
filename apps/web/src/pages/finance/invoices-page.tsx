import { useMutation } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveBlob } from '../../api/download-file.ts';
import { downloadInvoicePdf } from '../../api/endpoints/finance.ts';
import { useInvoices } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';
import type { Invoice } from '../../features/finance/types.ts';

/** An issued invoice's PDF, fetched with the session and handed to the browser's downloads. */
function DownloadPdf({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadInvoicePdf(invoice.id),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  return (
    <Button type="link" loading={download.isPending} onClick={() => download.mutate()}>
      {t('finance.invoice.download')}
    </Button>
  );
}

/**
 * /user/finance/invoice: the invoice requests, their status (a rejected one with the operator's
 * reason) and an issued one's number and PDF; a new one is requested from a paid order's details.
 */
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
            render: (v: Invoice['status'], row) => (
              <>
                <StatusTag status={v} label={t(`finance.invoiceStatus.${v}`)} />
                {row.rejectReason && (
                  <Typography.Text type="danger" style={{ display: 'block' }}>
                    {t('finance.invoice.reason', { reason: row.rejectReason })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('finance.invoice.number'),
            dataIndex: 'number',
            render: (v: string | null, row) =>
              v ? (
                <>
                  {v} <DownloadPdf invoice={row} />
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}
