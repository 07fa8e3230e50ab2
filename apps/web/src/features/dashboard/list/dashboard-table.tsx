import { MoreOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { DashboardRecord } from '@cairn/contract';
import { Button, Dropdown, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardStatusTag, formatDateTime } from '../status-tag.tsx';

export type RowAction = 'rename' | 'copy' | 'move' | 'share' | 'handover' | 'delete';

/** The dashboards of a view: star, title (opens it), status, owner, counts, updated, actions. */
export function DashboardTable(props: {
  records: DashboardRecord[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onStar(record: DashboardRecord): void;
  onAction(record: DashboardRecord, action: RowAction): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table<DashboardRecord>
      rowKey="code"
      loading={props.loading}
      dataSource={props.records}
      scroll={{ x: 760 }}
      pagination={
        props.total > props.pageSize
          ? {
              current: props.page,
              pageSize: props.pageSize,
              total: props.total,
              onChange: props.onPage,
              showSizeChanger: false,
            }
          : false
      }
      columns={[
        {
          key: 'star',
          width: 44,
          render: (_, r) => (
            <Button
              type="text"
              size="small"
              aria-pressed={r.starred}
              aria-label={r.starred ? t('dashboard.list.unstar') : t('dashboard.list.star')}
              icon={r.starred ? <StarFilled style={{ color: '#d97706' }} /> : <StarOutlined />}
              onClick={() => props.onStar(r)}
            />
          ),
        },
        {
          title: t('dashboard.list.title'),
          key: 'title',
          render: (_, r) => (
            <Link to={`/dashboard/${encodeURIComponent(r.code)}/report`} className="dash-list__title">
              {r.title}
            </Link>
          ),
        },
        {
          title: t('dashboard.list.status'),
          key: 'status',
          width: 130,
          render: (_, r) => <DashboardStatusTag saved={r} />,
        },
        { title: t('dashboard.list.owner'), dataIndex: 'ownerName', width: 120 },
        { title: t('dashboard.list.pages'), dataIndex: 'pageCount', width: 70 },
        { title: t('dashboard.list.surveys'), dataIndex: 'surveyCount', width: 70 },
        {
          title: t('dashboard.list.updated'),
          key: 'updated',
          width: 170,
          render: (_, r) => formatDateTime(r.updateTime, i18n.language),
        },
        {
          title: t('dashboard.list.actions'),
          key: 'actions',
          width: 80,
          render: (_, r) => (
            <Dropdown
              trigger={['click']}
              menu={{
                onClick: ({ key }) => props.onAction(r, key as RowAction),
                items: [
                  { key: 'rename', label: t('dashboard.list.rename'), disabled: !r.rights.edit },
                  { key: 'copy', label: t('dashboard.list.copy') },
                  { key: 'move', label: t('dashboard.list.move'), disabled: !r.rights.manage },
                  { key: 'share', label: t('dashboard.list.share'), disabled: !r.rights.manage },
                  { key: 'handover', label: t('dashboard.list.handover'), disabled: !r.rights.manage },
                  { type: 'divider' },
                  {
                    key: 'delete',
                    label: t('dashboard.list.delete'),
                    danger: true,
                    disabled: !r.rights.manage,
                  },
                ],
              }}
            >
              <Button
                type="text"
                icon={<MoreOutlined />}
                aria-label={`${t('dashboard.list.actions')}: ${r.title}`}
              />
            </Dropdown>
          ),
        },
      ]}
    />
  );
}
