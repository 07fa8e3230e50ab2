import { DeleteOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import type { Interviewee } from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { clearRoll, fetchDiscussion, fetchGroups, fetchRoll } from '../../api/endpoints/discussion-roll.ts';
import { HeadFieldsModal } from '../../features/interviewee/head-fields-modal.tsx';
import { IntervieweeDrawer } from '../../features/interviewee/interviewee-drawer.tsx';
import { RollImportModal } from '../../features/interviewee/roll-import-modal.tsx';
import { rollKeys, STATE_KEYS } from '../../features/interviewee/roll-keys.ts';
import { RollTable } from '../../features/interviewee/roll-table.tsx';

interface Filter {
  keyword: string;
  groupId?: number;
  state?: number;
  page: number;
  pageSize: number;
}

/** /project/{code}/user: the interviewee roll — search, filters, import, edit, clear, columns. */
export function RollPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const code = useParams().code ?? '';
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>({ keyword: '', page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'import' | 'heads' | null>(null);
  const [editing, setEditing] = useState<Interviewee | null>(null);

  const settings = useQuery({ queryKey: rollKeys.settings(code), queryFn: () => fetchDiscussion(code) });
  const groups = useQuery({ queryKey: rollKeys.groups(code), queryFn: () => fetchGroups(code) });
  const list = useQuery({
    queryKey: rollKeys.list(code, filter),
    queryFn: () =>
      fetchRoll({
        surveyCode: code,
        page: filter.page,
        pageSize: filter.pageSize,
        keyword: filter.keyword || undefined,
        groupId: filter.groupId,
        state: filter.state,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: rollKeys.all(code) });
  const clear = useMutation({
    mutationFn: (ids: number[] | 'all') =>
      clearRoll(ids === 'all' ? { surveyCode: code, all: true } : { surveyCode: code, ids }),
    onSuccess: ({ removed }) => {
      void message.success(t('roll.removed', { count: removed }));
      setSelected([]);
      refresh();
    },
  });
  const confirmClear = (ids: number[] | 'all') =>
    modal.confirm({
      title:
        ids === 'all'
          ? t('roll.clearAllConfirm', { count: settings.data?.counts.total ?? 0 })
          : t('roll.clearSelectedConfirm', { count: ids.length }),
      okText: t('roll.delete'),
      okButtonProps: { danger: true },
      cancelText: t('roll.cancel'),
      onOk: () => clear.mutateAsync(ids),
    });

  const heads = settings.data?.heads ?? [];
  const total = settings.data?.counts.total ?? 0;
  const filtered = filter.keyword !== '' || filter.groupId !== undefined || filter.state !== undefined;
  const set = (change: Partial<Filter>) => {
    setFilter((f) => ({ ...f, page: 1, ...change }));
    setSelected([]);
  };
  const empty =
    total === 0 && !filtered ? (
      <Empty description={t('roll.empty')}>
        <Typography.Paragraph type="secondary">{t('roll.emptyHint')}</Typography.Paragraph>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog('import')}>
          {t('roll.import.button')}
        </Button>
      </Empty>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    );

  return (
    <div className="roll-page">
      <Typography.Title level={4}>{t('roll.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('roll.intro')}</Typography.Paragraph>
      {list.isError || settings.isError ? (
        <Alert type="error" showIcon message={t('roll.loadError')} />
      ) : null}
      <div className="roll-toolbar">
        <Space wrap>
          <Input.Search
            allowClear
            className="roll-toolbar__search"
            placeholder={t('roll.search')}
            aria-label={t('roll.search')}
            onSearch={(keyword) => set({ keyword: keyword.trim() })}
          />
          <Select
            className="roll-toolbar__select"
            aria-label={t('roll.column.group')}
            value={filter.groupId ?? -1}
            onChange={(v: number) => set({ groupId: v === -1 ? undefined : v })}
            options={[
              { value: -1, label: t('roll.allGroups') },
              { value: 0, label: t('roll.ungrouped') },
              ...(groups.data?.groups ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.count})` })),
            ]}
          />
          <Select
            className="roll-toolbar__select"
            aria-label={t('roll.column.state')}
            value={filter.state ?? -1}
            onChange={(v: number) => set({ state: v === -1 ? undefined : v })}
            options={[
              { value: -1, label: t('roll.allStates') },
              ...STATE_KEYS.map((key, s) => ({ value: s, label: t(`roll.state.${key}`) })),
            ]}
          />
        </Space>
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setDialog('heads')} disabled={!settings.data}>
            {t('roll.heads.button')}
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog('import')}>
            {t('roll.import.button')}
          </Button>
          {selected.length > 0 ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmClear(selected)}>
              {t('roll.clearSelected', { count: selected.length })}
            </Button>
          ) : (
            <Button danger disabled={total === 0} onClick={() => confirmClear('all')}>
              {t('roll.clearAll')}
            </Button>
          )}
        </Space>
      </div>
      <RollTable
        records={list.data?.records ?? []}
        heads={heads}
        loading={list.isFetching}
        page={filter.page}
        pageSize={filter.pageSize}
        total={list.data?.total ?? 0}
        selected={selected}
        empty={empty}
        onSelect={setSelected}
        onPage={(page, pageSize) => setFilter((f) => ({ ...f, page, pageSize }))}
        onEdit={setEditing}
      />
      {dialog === 'import' ? (
        <RollImportModal code={code} onClose={() => setDialog(null)} onImported={refresh} />
      ) : null}
      {dialog === 'heads' && settings.data ? (
        <HeadFieldsModal
          code={code}
          heads={settings.data.heads}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      ) : null}
      {editing ? (
        <IntervieweeDrawer
          code={code}
          person={editing}
          heads={heads}
          groups={groups.data?.groups ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
