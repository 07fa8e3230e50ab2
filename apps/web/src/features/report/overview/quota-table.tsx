import type { QuotaStat } from '@cairn/contract';
import { Progress, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportOverviewMessages } from '../../../i18n/locales/report-overview.zh.ts';

/** The quota statistics table: per quota target, completes, progress, remaining, screen-outs. */
export function QuotaTable({ quotas }: { quotas: readonly QuotaStat[] }) {
  const { t } = useTranslation();
  const k = (key: keyof ReportOverviewMessages['quota']) => t(`reportOverview.quota.${key}`);
  const columns: TableColumnsType<QuotaStat> = [
    { title: k('name'), dataIndex: 'name', key: 'name' },
    { title: k('target'), dataIndex: 'target', key: 'target', align: 'right' },
    { title: k('completes'), dataIndex: 'completes', key: 'completes', align: 'right' },
    {
      title: k('percent'),
      key: 'percent',
      width: 200,
      render: (_, q) => (
        <Progress percent={Math.min(100, q.percent)} format={() => `${q.percent}%`} size="small" />
      ),
    },
    { title: k('remaining'), dataIndex: 'remaining', key: 'remaining', align: 'right' },
    { title: k('screenedOut'), dataIndex: 'screenedOut', key: 'screenedOut', align: 'right' },
    { title: k('action'), key: 'action', render: (_, q) => k(q.action) },
  ];
  return (
    <Table<QuotaStat>
      rowKey="id"
      columns={columns}
      dataSource={[...quotas]}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}
