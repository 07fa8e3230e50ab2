import type { UpgradeRecord } from '@cairn/contract';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpgradeHistory } from '../../features/org/org-queries.ts';

/** /user/organization/list: the upgrade history ("historical orders"), paged. */
export function UpgradeHistoryPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data, isPending, isError } = useUpgradeHistory(page, pageSize);
  const level = (n: number) => (n === 0 ? t('user.levelFree') : `${t('user.levelEnterprise')} (${n})`);

  return (
    <Card title={t('org.history.title')}>
      <Table<UpgradeRecord>
        rowKey="id"
        loading={isPending}
        dataSource={data?.records ?? []}
        locale={{ emptyText: isError ? t('user.loadFailed') : t('org.history.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
        columns={[
          {
            title: t('org.history.time'),
            dataIndex: 'createdAt',
            render: (v: string) => new Date(v).toLocaleString(i18n.language),
          },
          { title: t('org.history.enterprise'), dataIndex: 'enterpriseName' },
          { title: t('org.history.user'), dataIndex: 'username', render: (v: string | null) => v ?? '—' },
          {
            title: t('org.history.level'),
            key: 'level',
            render: (_: unknown, r) => `${level(r.fromLevel)} → ${level(r.toLevel)}`,
          },
          {
            title: t('org.history.source'),
            dataIndex: 'source',
            render: (v: UpgradeRecord['source']) => t(`org.history.sources.${v}`),
          },
          {
            title: t('org.history.status'),
            key: 'status',
            render: () => <Tag color="green">{t('org.history.done')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
