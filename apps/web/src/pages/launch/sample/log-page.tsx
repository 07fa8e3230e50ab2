import type { SampleComplete } from '@cairn/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchCompletes } from '../../../api/endpoints/sample.ts';
import { samplePaths } from '../../../features/sample/sample-paths.ts';
import { completesKey } from '../../../features/sample/sample-queries.ts';
import { LoadFailed, WithSampleAccess } from './sample-frame.tsx';

const STATE_COLOUR = { pending: 'purple', accepted: 'green', rejected: 'red' } as const;

/** /project/{code}/launch/sample/log/{orderId}: every panellist delivered, with the audit. */
export function SampleLogPage() {
  const id = useParams().orderId ?? '';
  return <WithSampleAccess>{(code) => <SampleLog surveyCode={code} id={id} />}</WithSampleAccess>;
}

function SampleLog({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...completesKey(id), 'all', page],
    queryFn: () => fetchCompletes(id, page),
  });
  if (list.isError) return <LoadFailed title={t('sample.loadError')} onRetry={() => void list.refetch()} />;
  return (
    <Card
      title={t('sample.log.title')}
      extra={<Link to={samplePaths.detail(surveyCode, id)}>{t('sample.detail.title')}</Link>}
    >
      <Table<SampleComplete>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('sample.log.empty')} /> }}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: list.data?.pageSize ?? 50,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: t('sample.detail.panelist'), dataIndex: 'panelistId' },
          { title: t('sample.log.round'), dataIndex: 'round' },
          {
            title: t('sample.log.state'),
            dataIndex: 'state',
            render: (state: SampleComplete['state']) => (
              <Tag color={STATE_COLOUR[state]}>{t(`sample.log.states.${state}`)}</Tag>
            ),
          },
          { title: t('sample.log.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '' },
          {
            title: t('sample.detail.duration'),
            dataIndex: 'durationMs',
            render: (ms: number | null) => (ms === null ? '—' : `${Math.round(ms / 1000)}s`),
          },
          {
            title: t('sample.log.delivered'),
            dataIndex: 'deliveredAt',
            render: (at: number) => new Date(at).toLocaleString(i18n.language),
          },
        ]}
      />
    </Card>
  );
}
