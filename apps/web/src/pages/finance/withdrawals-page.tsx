import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWithdrawals } from '../../features/finance/finance-queries.ts';
import { formatTime } from '../../features/finance/format-time.ts';
import { ManageGate } from '../../features/finance/manage-gate.tsx';
import { formatYuan } from '../../features/finance/money-format.ts';
import { PagedTable } from '../../features/finance/paged-table.tsx';
import { StatusTag } from '../../features/finance/status-tag.tsx';
import type { Withdrawal } from '../../features/finance/types.ts';

/** /user/finance/cash: the withdrawals (spec "cash withdrawal list"); each row shows all a withdrawal has. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useWithdrawals();
  return (
    <>
      <ManageGate>
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => navigate('/user/finance/cash/create')}>
            {t('finance.cash.create')}
          </Button>
        </Flex>
      </ManageGate>
      <PagedTable<Withdrawal>
        list={list}
        empty={t('finance.cash.empty')}
        columns={[
          {
            title: t('finance.cash.time'),
            dataIndex: 'createdAt',
            render: (v: number) => formatTime(v, i18n.language),
          },
          { title: t('finance.cash.id'), dataIndex: 'id' },
          {
            title: t('finance.cash.amount'),
            dataIndex: 'amountFen',
            align: 'right',
            render: (v: number) => formatYuan(v),
          },
          { title: t('finance.cash.destination'), dataIndex: 'destination' },
          {
            title: t('finance.cash.status'),
            dataIndex: 'status',
            render: (v: Withdrawal['status'], r) => (
              <>
                <StatusTag status={v} label={t(`finance.cashStatus.${v}`)} />
                {r.failureReason && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t('finance.cash.reason')}: {r.failureReason}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('finance.cash.settledAt'),
            dataIndex: 'settledAt',
            render: (v: number | null) => formatTime(v, i18n.language),
          },
        ]}
      />
    </>
  );
}
