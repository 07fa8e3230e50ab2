import type { SourceStat } from '@cairn/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportOverviewMessages } from '../../../i18n/locales/report-overview.zh.ts';
import { formatDuration, formatRate } from './format.ts';

/** The source statistics table: one row per source (plain link, launch links, other sources). */
export function SourceTable({ sources }: { sources: readonly SourceStat[] }) {
  const { t } = useTranslation();
  const k = (key: keyof ReportOverviewMessages['source']) => t(`reportOverview.source.${key}`);
  const columns: TableColumnsType<SourceStat> = [
    {
      title: k('source'),
      key: 'source',
      render: (_, s) => (s.source === '' ? t('reportOverview.direct') : s.source),
    },
    { title: k('name'), key: 'name', render: (_, s) => s.name ?? '—' },
    { title: k('channel'), key: 'channel', render: (_, s) => s.channel || '—' },
    { title: k('responses'), dataIndex: 'responses', key: 'responses', align: 'right' },
    { title: k('completes'), dataIndex: 'completes', key: 'completes', align: 'right' },
    {
      title: k('completionRate'),
      key: 'completionRate',
      align: 'right',
      render: (_, s) => formatRate(s.completionRate),
    },
    {
      title: k('medianDuration'),
      key: 'medianDuration',
      align: 'right',
      render: (_, s) => formatDuration(s.medianDurationMs),
    },
    {
      title: k('invalidShare'),
      key: 'invalidShare',
      align: 'right',
      render: (_, s) => formatRate(s.invalidShare),
    },
  ];
  return (
    <Table<SourceStat>
      rowKey={(s) => s.source.toLowerCase()}
      columns={columns}
      dataSource={[...sources]}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
    />
  );
}
