import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { INVITE_GENERATE_MAX, type InviteAdded, type InviteCode } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, InputNumber, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchInviteCodes, generateInviteCodes, removeInviteCodes } from '../../api/endpoints/settings.ts';
import { InviteImportModal } from './invite-import-modal.tsx';

type State = 'all' | 'used' | 'unused';

const formatTime = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString());

/** The answer settings' invitation codes: list with use state, generate, import, delete. */
export function InviteCodesPanel({ code, readOnly }: { code: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [count, setCount] = useState<number | null>(100);
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const key = ['invite-codes', code] as const;
  const list = useQuery({
    queryKey: [...key, state, keyword, page, pageSize],
    queryFn: () =>
      fetchInviteCodes({ surveyCode: code, state, page, pageSize, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const generate = useMutation({
    mutationFn: (n: number) => generateInviteCodes({ surveyCode: code, count: n }),
    onSuccess: (added: InviteAdded) => {
      void message.success(t('settings.invite.generated', { count: added.added }));
      setPage(1);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (body: { ids?: number[]; unusedOnly?: boolean }) =>
      removeInviteCodes({ surveyCode: code, ...body }),
    onSuccess: ({ removed }) => {
      void message.success(t('settings.invite.removed', { count: removed }));
      setSelected([]);
      void refresh();
    },
  });
  const data = list.data;

  return (
    <Card
      className="setting-card"
      title={t('settings.invite.title')}
      extra={
        data ? (
          <Typography.Text type="secondary">
            {t('settings.invite.summary', { total: data.totalCount, used: data.usedCount })}
          </Typography.Text>
        ) : null
      }
    >
      {readOnly ? null : (
        <Space wrap style={{ marginBottom: 16 }}>
          <InputNumber
            aria-label={t('settings.invite.generateCount')}
            min={1}
            max={INVITE_GENERATE_MAX}
            precision={0}
            value={count}
            onChange={setCount}
            style={{ width: 120 }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={generate.isPending}
            disabled={!count}
            onClick={() => count && generate.mutate(count)}
          >
            {t('settings.invite.generate')}
          </Button>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('settings.invite.import')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            onClick={() =>
              modal.confirm({
                title: t('settings.invite.removeConfirm', { count: selected.length }),
                onOk: () => remove.mutateAsync({ ids: selected }),
              })
            }
          >
            {t('settings.invite.removeSelected')}
          </Button>
          <Button
            danger
            disabled={!data || data.totalCount === data.usedCount}
            onClick={() =>
              modal.confirm({
                title: t('settings.invite.removeUnusedConfirm'),
                onOk: () => remove.mutateAsync({ unusedOnly: true }),
              })
            }
          >
            {t('settings.invite.removeUnused')}
          </Button>
        </Space>
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<State>
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('settings.invite.all') },
            { value: 'unused', label: t('settings.invite.unused') },
            { value: 'used', label: t('settings.invite.used') },
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('settings.invite.search')}
          placeholder={t('settings.invite.search')}
          maxLength={32}
          onSearch={(value) => {
            setKeyword(value.trim().replace(/[^A-Za-z0-9_-]/g, ''));
            setPage(1);
          }}
          style={{ width: 220 }}
        />
      </Space>
      <Table<InviteCode>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={data?.records ?? []}
        rowSelection={
          readOnly
            ? undefined
            : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
        }
        locale={{
          emptyText: list.isError ? (
            <Empty description={t('settings.form.loadError')}>
              <Button onClick={() => void list.refetch()}>{t('settings.form.retry')}</Button>
            </Empty>
          ) : (
            <Empty description={t('settings.invite.empty')}>
              <Typography.Text type="secondary">{t('settings.invite.emptyHint')}</Typography.Text>
            </Empty>
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        columns={[
          {
            key: 'code',
            title: t('settings.invite.code'),
            dataIndex: 'inviteCode',
            render: (value: string) => (
              <Typography.Text code copyable={{ tooltips: [t('settings.invite.copy'), t('common.copied')] }}>
                {value}
              </Typography.Text>
            ),
          },
          {
            key: 'state',
            title: t('settings.invite.state'),
            render: (_, r) =>
              r.usedTime === null ? (
                <Tag color="green">{t('settings.invite.unused')}</Tag>
              ) : (
                <Tag>{t('settings.invite.used')}</Tag>
              ),
          },
          { key: 'used', title: t('settings.invite.usedTime'), render: (_, r) => formatTime(r.usedTime) },
          {
            key: 'created',
            title: t('settings.invite.createTime'),
            render: (_, r) => formatTime(r.createTime),
          },
        ]}
      />
      <InviteImportModal
        code={code}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setPage(1);
          void refresh();
        }}
      />
    </Card>
  );
}
