import '../../features/dashboard/dashboard.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DashboardRecord } from '@cairn/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearDashboard, fetchDashboards, recoverDashboard } from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from '../../features/dashboard/dashboard-keys.ts';
import { formatDateTime } from '../../features/dashboard/status-tag.tsx';

const PAGE_SIZE = 20;

/** /dashboard/recycle: deleted dashboards, restore, or delete for good after a confirmation. */
export function DashboardRecyclePage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const body = { dataType: 5 as const, page, pageSize: PAGE_SIZE };
  const list = useQuery({ queryKey: dashboardKeys.list(body), queryFn: () => fetchDashboards(body) });
  const reload = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });

  const restore = async (record: DashboardRecord) => {
    await recoverDashboard(record.code);
    void message.success(t('dashboard.recycle.restored'));
    await reload();
  };
  const clear = (record: DashboardRecord) =>
    modal.confirm({
      title: t('dashboard.recycle.clear'),
      content: t('dashboard.recycle.clearConfirm', { title: record.title }),
      okText: t('dashboard.recycle.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await clearDashboard(record.code).catch(() => undefined);
        void message.success(t('dashboard.recycle.cleared'));
        await reload();
      },
    });

  const records = list.data?.records ?? [];
  return (
    <div className="dash-recycle">
      <div className="dash-list__bar">
        <Link to="/dashboard" aria-label={t('dashboard.recycle.back')}>
          <ArrowLeftOutlined /> {t('dashboard.recycle.back')}
        </Link>
        <h1 className="dash-list__heading">{t('dashboard.recycle.title')}</h1>
      </div>
      {!list.isLoading && records.length === 0 ? (
        <Empty description={t('dashboard.recycle.empty')} />
      ) : (
        <Table<DashboardRecord>
          rowKey="code"
          loading={list.isLoading}
          dataSource={records}
          scroll={{ x: 600 }}
          pagination={
            (list.data?.total ?? 0) > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }
              : false
          }
          columns={[
            { title: t('dashboard.list.title'), dataIndex: 'title' },
            { title: t('dashboard.list.owner'), dataIndex: 'ownerName', width: 140 },
            {
              title: t('dashboard.recycle.deletedAt'),
              key: 'deletedAt',
              width: 180,
              render: (_, r) => (r.deletedAt ? formatDateTime(r.deletedAt, i18n.language) : '–'),
            },
            {
              title: t('dashboard.list.actions'),
              key: 'actions',
              width: 200,
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => void restore(r).catch(() => undefined)}>
                    {t('dashboard.recycle.restore')}
                  </Button>
                  <Button size="small" danger onClick={() => clear(r)}>
                    {t('dashboard.recycle.clear')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
