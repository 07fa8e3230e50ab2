import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatement } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import type { WalletEntry } from '../../features/finance/types.ts';

/** /user/finance: the statement — every movement of the wallet, newest first, with the balance after it. */
export function StatementPage() {
  const { t, i18n } = useTranslation();
  const list = useStatement();
  return (
    <PagedTable<WalletEntry>
      list={list}
      empty={t('finance.statement.empty')}
      columns={[
        {
          title: t('finance.statement.time'),
          dataIndex: 'createdAt',
          render: (v: number) => formatTime(v, i18n.language),
        },
        {
          title: t('finance.statement.kind'),
          dataIndex: 'kind',
          render: (v: WalletEntry['kind']) => t(`finance.kinds.${v}`),
        },
        {
          title: t('finance.statement.ref'),
          dataIndex: 'ref',
          render: (v: string) => <Typography.Text copyable={{ text: v }}>{v}</Typography.Text>,
        },
        {
          title: t('finance.statement.amount'),
          dataIndex: 'amountFen',
          align: 'right',
          render: (v: number) => (
            <Typography.Text
              type={v > 0 ? 'success' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatYuan(v, { signed: true })}
            </Typography.Text>
          ),
        },
        {
          title: t('finance.statement.balanceAfter'),
          dataIndex: 'balanceAfterFen',
          align: 'right',
          render: (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(v)}</span>,
        },
      ]}
    />
  );
}
