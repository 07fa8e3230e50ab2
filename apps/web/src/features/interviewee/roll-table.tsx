import type { HeadField, Interviewee } from '@cairn/contract';
import { Button, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_KEYS } from './roll-keys.ts';

const STATE_COLOR = ['default', 'processing', 'success', 'warning'] as const;

/** The roll as a table: code, the fixed columns, one column per head field, state, edit. */
export function RollTable(props: {
  records: readonly Interviewee[];
  heads: readonly HeadField[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  selected: readonly number[];
  empty: ReactNode;
  onSelect: (ids: number[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (person: Interviewee) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table<Interviewee>
      className="roll-table"
      rowKey="id"
      size="middle"
      loading={props.loading}
      dataSource={[...props.records]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.empty }}
      rowSelection={{
        selectedRowKeys: [...props.selected],
        onChange: (keys) => props.onSelect(keys as number[]),
      }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        hideOnSinglePage: props.total <= 20,
        showTotal: (count) => t('roll.total', { count }),
        onChange: props.onPage,
      }}
      columns={[
        { key: 'code', title: t('roll.column.code'), dataIndex: 'code', width: 100 },
        { key: 'name', title: t('roll.column.name'), dataIndex: 'name' },
        {
          key: 'mobile',
          title: t('roll.column.mobile'),
          dataIndex: 'mobile',
          render: (m: string | null) => m ?? '—',
        },
        {
          key: 'group',
          title: t('roll.column.group'),
          dataIndex: 'groupName',
          render: (g: string | null) => g ?? <span className="roll-muted">{t('roll.ungrouped')}</span>,
        },
        ...props.heads.map((head) => ({
          key: `f:${head.key}`,
          title: head.label,
          render: (_: unknown, r: Interviewee) => r.fields[head.key] ?? '',
        })),
        {
          key: 'state',
          title: t('roll.column.state'),
          dataIndex: 'state',
          render: (s: number) => (
            <Tag color={STATE_COLOR[s] ?? 'default'}>{t(`roll.state.${STATE_KEYS[s] ?? 'waiting'}`)}</Tag>
          ),
        },
        {
          key: 'actions',
          title: t('roll.column.actions'),
          fixed: 'right',
          width: 90,
          render: (_, r) => (
            <Button
              type="link"
              size="small"
              onClick={() => props.onEdit(r)}
              aria-label={`${t('roll.edit')} ${r.name}`}
            >
              {t('roll.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
